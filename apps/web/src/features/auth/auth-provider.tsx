import { STORAGE_KEYS, type User } from '@store/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError, onUnauthorized, SESSION_ENDED_TOAST_ID } from '@/lib/api-client';
import { getMe, logoutSession } from './api/session';
import { parseStoredUser } from './session-user';
import { AUTH_TOAST_IDS } from './toast-ids';

export const LOGGED_IN_MESSAGE = 'Logged in successfully!';

interface Session {
  token: string | null;
  user: User | null;
}

const SIGNED_OUT: Session = { token: null, user: null };

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** A user is present and a token is stored (SPEC §4). */
  isAuthenticated: boolean;
  /**
   * SPEC §4: authentication "starts loading". The stored session is read before the first render,
   * so this is already false when anyone reads it; guards still check it so that a future
   * asynchronous restore (e.g. validating the token with the server) needs no change elsewhere.
   */
  isLoading: boolean;
  /** Stores the session and says so: `message` for a sign-in that is also something else (a verified e-mail). */
  login: (token: string, user: User, message?: string) => void;
  /** Ends the session here and (best effort) on the server, says so and goes home. */
  logout: () => void;
  /** Replaces the stored user, keeping the token (a profile update, SPEC §7). */
  updateUser: (user: User) => void;
  /**
   * How the last session here ended: the user logged out (and is on the way home), or the server
   * rejected the token. Guards use it not to send a user who just logged out to the login page.
   */
  signOutReason: 'logout' | 'expired' | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function clearStoredSession() {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // storage blocked: there is nothing stored to clear
  }
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Restores the stored session; a stored user that cannot be parsed clears the session (SPEC §4, §8). */
export function readStoredSession(): Session {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !rawUser) return { token: null, user: null };
    try {
      return { token, user: parseStoredUser(rawUser) };
    } catch (error) {
      console.error('The stored user is corrupt; the session was cleared.', error);
      clearStoredSession();
      return { token: null, user: null };
    }
  } catch {
    return { token: null, user: null }; // storage is blocked: a guest session
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>(readStoredSession);
  const [signOutReason, setSignOutReason] = useState<AuthContextValue['signOutReason']>(null);

  // The server rejected the stored token (expired, logged out elsewhere, password reset): sign out
  // here too. A 401 for an older token (a request still in flight from before a new login) is ignored.
  useEffect(
    () =>
      onUnauthorized((rejectedToken, message) => {
        if (storedToken() !== rejectedToken) return;
        clearStoredSession();
        setSession(SIGNED_OUT);
        setSignOutReason('expired');
        toast.error(message, { id: SESSION_ENDED_TOAST_ID });
      }),
    [],
  );

  // The stored user is a copy: bring it up to date (and learn whether the token still works). Offline
  // or a server error keeps the stored copy; a 401 signs out through the listener above.
  useEffect(() => {
    const { token } = readStoredSession();
    if (!token) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((user) => {
        if (storedToken() !== token) return;
        localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
        setSession({ token, user });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !(error instanceof ApiError)) console.error('Could not refresh the signed-in user', error);
      });
    return () => controller.abort();
  }, []); // on start only: a later login brings a fresh user with it

  // Another tab logged in or out: follow it, so a stale tab never sends a dead token.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        setSession(readStoredSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((token: string, user: User, message = LOGGED_IN_MESSAGE) => {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    setSession({ token, user });
    toast.success(message, { id: AUTH_TOAST_IDS.session });
  }, []);

  const logout = useCallback(() => {
    // Best effort: the request takes the token with it before storage is cleared; if the server cannot
    // be reached the session still ends here, and expires there in its own time.
    if (storedToken()) logoutSession().catch(() => {});
    clearStoredSession();
    // What this tab kept for the signed-in person (application drafts) goes with them: on a shared
    // computer the next person should find nothing of it.
    try {
      sessionStorage.clear();
    } catch {
      // storage blocked: nothing kept
    }
    setSession(SIGNED_OUT);
    setSignOutReason('logout');
    toast.success('Logged out successfully!', { id: AUTH_TOAST_IDS.session });
    navigate('/');
  }, [navigate]);

  const updateUser = useCallback((user: User) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    setSession((current) => ({ ...current, user }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: session.user !== null && session.token !== null,
      isLoading: false,
      login,
      logout,
      updateUser,
      signOutReason,
    }),
    [session, login, logout, updateUser, signOutReason],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

const GUEST_VIEW = { user: null, token: null, isAuthenticated: false } as const;

/**
 * The session, as a guest while the server's HTML is hydrated (the server renders every page for a
 * guest: it cannot read this browser's storage); the stored session shows in the render after.
 */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  const hydrated = useHydrated();
  return hydrated || !context.isAuthenticated ? context : { ...context, ...GUEST_VIEW };
}

/**
 * The signed-in customer's id from the first render, hydrating or not: whose cart to load is not
 * something to show, and seeing a guest for one render would look like a login to the cart.
 */
export function useSessionUserId(): string | null {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useSessionUserId must be used inside <AuthProvider>');
  return context.isAuthenticated && context.user ? context.user._id : null;
}

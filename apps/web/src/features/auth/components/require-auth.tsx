import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth-provider';
import { loginPathFor } from '../redirect';

/**
 * Shows `children` to signed-in users; guests go to /login with a redirect back here. A user who
 * logs out on this page is already on the way home, so they are not sent to the login page instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, signOutReason } = useAuth();
  const location = useLocation();
  const signedInHere = useRef(isAuthenticated);

  if (isLoading) return null;
  if (!isAuthenticated) {
    if (signedInHere.current && signOutReason === 'logout') return null;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

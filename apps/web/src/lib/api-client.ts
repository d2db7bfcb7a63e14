import { STORAGE_KEYS } from '@store/shared';

/** A failed API call. `message` is the server's own `{ message }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The whole error body, for answers that carry more than a message (a 403 login's userId). */
  readonly data: unknown;

  constructor(message: string, status: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** What to tell the user about a failed call: the server's message, else the screen's fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.data)) || fallback;
}

type UnauthorizedListener = (rejectedToken: string, message: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The toast saying a session has ended: one id, so the screens and the auth provider show it once. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';

/**
 * Called whenever the server rejects the session token a request carried (401), with that token, so
 * the session can end wherever the 401 came from. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): act as a guest
  }
}

/**
 * The problems of a request the server rejected as invalid (400), each with the path of its field
 * ("personalInfo.address.pincode"), as the server lists them in `errors`; none for other failures.
 */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = typeof error.data === 'object' && error.data !== null && 'errors' in error.data ? error.data.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is { field: string; message: string } => typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Send the stored session token (default). Login, registration and the other sign-in calls do not:
   * their 401 ("Invalid email or password") says nothing about a stored session.
   */
  withSession?: boolean;
  /** Let the request outlive the page (a save sent as the tab closes). */
  keepalive?: boolean;
}

/**
 * fetch for our own `/api`: sends the stored session token as a bearer header (SPEC §7) and turns any
 * non-2xx answer into an ApiError carrying the server's message.
 *
 * Success bodies are typed, not re-parsed: the server already validates every response against the
 * same @store/shared schema before sending it, and parsing here would put Zod (~25 kB gzip) on the
 * critical path of every page.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, 'application/json', options);
  return (await response.json().catch(() => undefined)) as T;
}

/**
 * A file from our own `/api` (an invoice PDF), fetched with the session like any call, with the name
 * the server gives it; failures are ApiErrors with the server's message, as for apiRequest.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const response = await send(path, '*/*', {});
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? path.split('/').pop()!;
  return { blob: await response.blob(), filename };
}

type Fetch = (path: string, init: RequestInit) => Promise<Response>;
let fetchApi: Fetch = (path, init) => fetch(path, init);

/**
 * On the server, pages are rendered with the API asked in the same process (no network hop; see
 * entry-server.tsx). Never set in the browser. The server asks as a guest (there is no stored
 * session there), so one fetcher serves every request.
 */
export function setServerFetch(serverFetch: Fetch): void {
  fetchApi = serverFetch;
}

async function send(path: string, accept: string, { method = 'GET', body, signal, withSession = true, keepalive }: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  // Read before the first await: logout relies on the token going out although it clears storage next.
  const token = withSession ? storedToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetchApi(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach the store. Please check your connection and try again.', 0);
  }

  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    const error = new ApiError(serverMessage(data) ?? `Request failed (${response.status})`, response.status, data);
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener(token, error.message));
    throw error;
  }
  return response;
}

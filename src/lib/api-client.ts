// The one way the client talks to the API: JSON over fetch with the bearer token. An expired
// access token is refreshed once (shared by concurrent calls); a refused refresh ends the
// session; a network failure never does — offline, the user stays logged in.
import type { AuthResponse } from '@/core/contract/auth-rules';
import { AUTH_MSG, parseAuthResponse } from '@/core/contract/auth-rules';
import { withRefreshLock } from './session/refresh-lock';
import { clearSession, readSession, tokenExpiry, writeSession } from './session/storage';

let API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/** Points the client at another API (tests running outside a browser page use an absolute URL). */
export function setApiBase(base: string): void {
  API_BASE = base.replace(/\/$/, '');
}

/** The server answered with an error status; `message` is its Spanish error text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached (offline, DNS, connection refused, timeout). */
export class NetworkError extends Error {
  constructor() {
    super(AUTH_MSG.connection);
    this.name = 'NetworkError';
  }
}

type Listener = (session: AuthResponse | null) => void;
const listeners = new Set<Listener>();

/** Called with the new session after a refresh, or null when the session ended. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let timeoutMs = 15_000;

/** How long a request may take before it counts as a network failure. */
export function setApiTimeout(ms: number): void {
  timeoutMs = ms;
}
const REFRESH_MARGIN_MS = 30_000;

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${API_BASE}/${path}`, {
      ...init,
      signal: init.signal ?? AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new NetworkError();
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The error a refused request throws: the server's Spanish message, or the status. */
export function errorOf(status: number, body: unknown): ApiError {
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : `Error en la petición: ${status}`;
  return new ApiError(status, message);
}

let refreshing: Promise<AuthResponse> | null = null;

/** The stored session as the server's answer, when another tab has just rotated `spent`. */
function rotatedElsewhere(spent: string): AuthResponse | null {
  const { token, refreshToken, user } = readSession();
  if (!token || !refreshToken || refreshToken === spent || !user) return null;
  return {
    success: true,
    token,
    refresh_token: refreshToken,
    user_id: user.id,
    username: user.username,
    nivel: user.nivel,
  };
}

/**
 * Exchanges the stored refresh token for a new session: one request for all callers of this
 * tab, and, under a Web Lock, one for all the tabs (session/refresh-lock.ts).
 */
export function refreshSession(): Promise<AuthResponse> {
  const { refreshToken: spent } = readSession();
  refreshing ??= withRefreshLock(async () => {
    const { refreshToken } = readSession();
    if (!refreshToken) throw new ApiError(401, AUTH_MSG.noRefreshToken);
    const done = spent ? rotatedElsewhere(spent) : null;
    if (done) {
      for (const l of listeners) l(done);
      return done;
    }
    const res = await send('auth.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'refresh_token', refresh_token: refreshToken }),
    });
    const body = await readJson(res);
    if (!res.ok) {
      if (res.status === 401) {
        clearSession();
        for (const l of listeners) l(null);
      }
      throw errorOf(res.status, body);
    }
    const session = parseAuthResponse(body);
    writeSession(session.token, session.refresh_token, {
      id: session.user_id,
      username: session.username,
      nivel: session.nivel,
    });
    for (const l of listeners) l(session);
    return session;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead (test_progreso.php, spec §7); a FormData goes as multipart (uploads). */
  form?: Record<string, string> | FormData;
  /** 'blob' gives a successful body as a Blob (file downloads) instead of parsed JSON. */
  responseType?: 'json' | 'blob';
  /** Send the bearer token (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
}

async function authorizedHeaders(base: Record<string, string>): Promise<Record<string, string>> {
  let { token } = readSession();
  const expiry = token ? tokenExpiry(token) : null;
  if (token && expiry !== null && expiry - Date.now() < REFRESH_MARGIN_MS) {
    try {
      token = (await refreshSession()).token;
    } catch (error) {
      // Offline: send the old token; the server, when reachable, decides.
      if (!(error instanceof NetworkError)) throw error;
    }
  }
  return token ? { ...base, authorization: `Bearer ${token}` } : base;
}

export interface ApiResult<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON; null for an empty body (e.g. 304). */
  data: T | null;
}

/** Calls `${API_BASE}/${path}` and returns the parsed JSON; throws ApiError or NetworkError. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResult<T>(path, options)).data as T;
}

/** Like api(), with the status and headers too (ETag, 304). */
export async function apiResult<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { body, form, auth = true } = options;
  const method = options.method ?? (body === undefined && form === undefined ? 'GET' : 'POST');
  const base: Record<string, string> = { ...options.headers };
  let payload: string | FormData | undefined;
  if (form instanceof FormData) {
    // The browser writes the multipart content type with its boundary.
    payload = form;
  } else if (form !== undefined) {
    base['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    base['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const init = (headers: Record<string, string>): RequestInit => ({
    method,
    headers,
    body: payload,
  });
  let res = await send(path, init(auth ? await authorizedHeaders(base) : base));
  if (res.status === 401 && auth && readSession().refreshToken) {
    await refreshSession();
    res = await send(path, init(await authorizedHeaders(base)));
  }
  if (res.ok && options.responseType === 'blob') {
    return { status: res.status, headers: res.headers, data: (await res.blob()) as T };
  }
  const json = await readJson(res);
  if (!res.ok && res.status !== 304) throw errorOf(res.status, json);
  return { status: res.status, headers: res.headers, data: json as T | null };
}

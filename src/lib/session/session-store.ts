import { create } from 'zustand';
import type { AuthResponse } from '@/core/contract/auth-rules';
import { NetworkError, onSessionChange, refreshSession } from '../api-client';
import type { SessionUser, StoredSession } from './storage';
import { clearSession, readSession, setSessionHint, tokenExpiry, writeSession } from './storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Decides, once per page load, whether a stored session is still good (spec §4). */
  init(): Promise<void>;
  signIn(session: AuthResponse): void;
  signOut(): void;
}

/** The last user who signed in on this device; kept past logout and expiry, for an account switch. */
const LAST_USER_KEY = 'opositor.ultimoUsuario';

/**
 * Another account signing in on this device (the first one's session expired or was dropped
 * without a logout) makes the device forget the previous user, as a logout does, so the next
 * person on a shared device never sees the first one's data. The data layer is loaded only then, not with the login screen.
 */
function switchDeviceUser(userId: number) {
  let previous: number | null = null;
  try {
    previous = Number(localStorage.getItem(LAST_USER_KEY)) || null;
    localStorage.setItem(LAST_USER_KEY, String(userId));
  } catch {
    return; // no storage, nothing kept
  }
  if (previous === null || previous === userId) return;
  void import('../db/clear-user')
    .then(({ forgetUserOnDevice }) => forgetUserOnDevice(previous))
    .catch((error: unknown) =>
      console.error('No se pudieron borrar los datos del usuario anterior', error),
    );
}

function userOf(session: AuthResponse): SessionUser {
  return { id: session.user_id, username: session.username, nivel: session.nivel };
}

/**
 * What the stored session says without asking the server: a live token is a session, no refresh
 * token is none; only a token to refresh has to wait ('loading'). Known before the first render,
 * so a page prerendered for a visitor without a session (/auth) is hydrated as it is.
 */
function storedState(
  { token, refreshToken, user }: StoredSession = readSession(),
): Pick<SessionState, 'status' | 'user'> {
  const expiry = token ? tokenExpiry(token) : null;
  if (token && user && expiry !== null && expiry > Date.now())
    return { status: 'authenticated', user };
  if (!refreshToken) return { status: 'anonymous', user: null };
  return { status: 'loading', user: null };
}

export const useSession = create<SessionState>()((set) => ({
  // No localStorage (Node, at build time): no session.
  ...(typeof localStorage === 'undefined' ? { status: 'anonymous', user: null } : storedState()),
  async init() {
    const session = readSession();
    const stored = storedState(session);
    if (stored.status === 'authenticated') {
      setSessionHint(stored.user); // a session stored before the hint existed gets it too
      set(stored);
      return;
    }
    if (stored.status === 'anonymous') {
      clearSession();
      set(stored);
      return;
    }
    const { user } = session;
    try {
      const renewed = await refreshSession();
      set({ status: 'authenticated', user: userOf(renewed) });
    } catch (error) {
      // No network is not a failed login: a stored user keeps working offline.
      if (error instanceof NetworkError && user) {
        set({ status: 'authenticated', user });
        return;
      }
      clearSession();
      set({ status: 'anonymous', user: null });
    }
  },
  signIn(session) {
    const user = userOf(session);
    switchDeviceUser(user.id);
    writeSession(session.token, session.refresh_token, user);
    set({ status: 'authenticated', user });
  },
  signOut() {
    clearSession();
    set({ status: 'anonymous', user: null });
  },
}));

onSessionChange((session) => {
  if (session) useSession.setState({ status: 'authenticated', user: userOf(session) });
  else useSession.setState({ status: 'anonymous', user: null });
});

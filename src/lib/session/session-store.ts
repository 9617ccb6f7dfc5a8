import { create } from 'zustand';
import type { AuthResponse } from '@/core/contract/auth-rules';
import { NetworkError, onSessionChange, refreshSession } from '../api-client';
import type { SessionUser } from './storage';
import { clearSession, readSession, tokenExpiry, writeSession } from './storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Decides, once per page load, whether a stored session is still good (spec §4). */
  init(): Promise<void>;
  signIn(session: AuthResponse): void;
  signOut(): void;
}

function userOf(session: AuthResponse): SessionUser {
  return { id: session.user_id, username: session.username, nivel: session.nivel };
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  async init() {
    const { token, refreshToken, user } = readSession();
    const expiry = token ? tokenExpiry(token) : null;
    if (token && user && expiry !== null && expiry > Date.now()) {
      set({ status: 'authenticated', user });
      return;
    }
    if (!refreshToken) {
      clearSession();
      set({ status: 'anonymous', user: null });
      return;
    }
    try {
      const session = await refreshSession();
      set({ status: 'authenticated', user: userOf(session) });
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

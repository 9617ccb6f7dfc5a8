import type { AuthResponse } from '@/core/contract/auth-rules';
import { parseAuthResponse } from '@/core/contract/auth-rules';
import { ApiError, NetworkError, api } from '@/lib/api-client';
import { readSession } from '@/lib/session/storage';

export async function login(input: {
  email: string;
  password: string;
  remember: boolean;
}): Promise<AuthResponse> {
  const body = await api('auth.php', { body: { action: 'login', ...input }, auth: false });
  return parseAuthResponse(body);
}

export async function register(input: {
  username: string;
  email: string;
  password: string;
}): Promise<AuthResponse> {
  const body = await api('auth.php', { body: { action: 'register', ...input }, auth: false });
  return parseAuthResponse(body);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api('auth.php', { body: { action: 'recover', email }, auth: false });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api('auth.php', { body: { action: 'reset_password', token, password }, auth: false });
}

/** Ends the server-side session when it can; logging out locally never waits for the network. */
export async function revokeSession(): Promise<void> {
  const { refreshToken } = readSession();
  if (!refreshToken) return;
  try {
    await api('auth.php', { body: { action: 'logout', refresh_token: refreshToken }, auth: false });
  } catch (error) {
    if (!(error instanceof NetworkError) && !(error instanceof ApiError)) throw error;
  }
}

/** The message to show for a failed auth call: the server's, else the given fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

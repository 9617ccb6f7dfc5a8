// A user registered on the test server over HTTP, whose session this "device" holds: the tests
// that run the client's modules in Node (after installLocalStorage) write it as a login would.
import type { TestServer } from '../server/harness';
import { request, uniqueUser } from '../server/harness';

export interface DeviceUser {
  id: number;
  token: string;
  username: string;
}

export async function signInDevice(server: TestServer, prefix: string): Promise<DeviceUser> {
  const account = uniqueUser(prefix);
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...account },
  });
  if (res.status !== 201) throw new Error(`registro: ${res.status}`);
  // Imported here, so the session module is evaluated after the test installed localStorage.
  const { writeSession } = await import('../../src/lib/session/storage');
  const user = {
    id: res.body.user_id as number,
    token: res.body.token as string,
    username: account.username,
  };
  writeSession(user.token, res.body.refresh_token as string, {
    id: user.id,
    username: user.username,
    nivel: 'invitado',
  });
  return user;
}

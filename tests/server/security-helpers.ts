// Shared by the security tests: accounts of each level, a multipart request over real HTTP,
// and the checks every error body must pass (Spanish, JSON, no stack trace, no internal path).
import { expect } from 'vitest';
import type { Nivel } from '../../src/core/contract';
import type { Json, TestServer } from './harness';
import { SA, request, setLevel, uniqueUser } from './harness';

// Zod's and Fastify's English defaults must never reach a user.
export const ENGLISH =
  /\b(invalid|expected|required|received|must|unexpected|undefined|not found|too large|failed|cannot|should|internal server|bad request)\b/i;
/** A stack frame, a source or install path, or an internal error name in a response body. */
export const LEAK =
  /(\bat [\w$.<>]+ \(|\bat (file|node):|\.[cm]?[jt]s:\d+|node_modules|\/work\/|\/home\/|\/tmp\/|\/usr\/|[A-Za-z]:\\|server\/(routes|plugins|db)|\b(TypeError|ReferenceError|SyntaxError|RangeError|DrizzleQueryError|ZodError|FST_[A-Z_]+)\b|\bselect .* from\b|\binsert into\b)/i;

/** A stack frame, in any body (a 200 too): `at fn (file:line:col)` or `at file:///…`. */
export const STACK = /\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s"]*:\d+:\d+/;

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  nivel: Nivel;
}

/** A new account at the given level (registered through the API, then moved in the database). */
export async function createAccount(
  server: TestServer,
  nivel: Nivel,
  prefix = 'sec',
): Promise<Account> {
  const user = uniqueUser(prefix);
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...user },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.user_id as number;
  if (nivel !== 'invitado') await setLevel(server, id, nivel);
  return { ...user, id, token: res.body.token as string, nivel };
}

/** The seeded super-admin, logged in. */
export async function superAdmin(server: TestServer): Promise<Account> {
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'login', email: SA.email, password: SA.password, remember: false },
  });
  if (res.status !== 200) throw new Error(`login SA: ${res.status}`);
  return {
    ...SA,
    id: res.body.user_id as number,
    token: res.body.token as string,
    nivel: 'SA',
  };
}

/** A multipart POST over real HTTP; `archivo` is the file field. */
export async function multipart(
  server: Pick<TestServer, 'url'>,
  path: string,
  options: {
    token?: string;
    fields?: Record<string, string>;
    file?: { name: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string };
    headers?: Record<string, string>;
  },
): Promise<Json> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  if (options.file) {
    const bytes =
      typeof options.file.bytes === 'string'
        ? new TextEncoder().encode(options.file.bytes)
        : options.file.bytes;
    form.append(
      'archivo',
      new Blob([bytes], { type: options.file.type ?? 'application/octet-stream' }),
      options.file.name,
    );
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * The first match of `pattern` in `text` that is not the request's own input echoed back (an
 * error naming the value it refuses, such as a tema «C:\\x» or «undefined»), or null.
 */
function unechoed(pattern: RegExp, text: string, echo: string): string | null {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  const sent = echo.toLowerCase();
  for (const match of text.matchAll(global))
    if (!sent.includes(match[0].toLowerCase())) return match[0];
  return null;
}

/**
 * What every answer must be: no 5xx, no stack trace or internal path anywhere in the body, and
 * an error body `{success:false, error}` in Spanish as JSON for every 4xx. `echo` is what the
 * request sent (its query and body as text): a match that merely repeats it is not a leak.
 * Returns the problem found, or null, so a property test can report it with its input.
 */
export function problemWith(res: Json, echo = ''): string | null {
  if (res.status >= 500) return `status ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`;
  const text = JSON.stringify(res.body);
  const stack = unechoed(STACK, text, echo);
  if (stack) return `${res.status} con una traza de pila (${stack}): ${text.slice(0, 300)}`;
  if (res.status >= 400) {
    const leak = unechoed(LEAK, text, echo);
    if (leak) return `cuerpo con detalle interno (${leak}): ${text.slice(0, 300)}`;
    if (!(res.headers.get('content-type') ?? '').includes('application/json'))
      return `${res.status} sin JSON`;
    if (res.body.success !== false) return `${res.status} sin success:false: ${text.slice(0, 300)}`;
    const error = res.body.error;
    if (typeof error !== 'string' || error.trim() === '')
      return `${res.status} sin mensaje de error`;
    const english = unechoed(ENGLISH, error, echo);
    if (english) return `${res.status} con mensaje en inglés (${english}): ${error}`;
    if (!/[a-záéíóúñ]{3}/i.test(error))
      return `${res.status} con mensaje vacío de contenido: ${error}`;
  }
  return null;
}

export function expectSafe(res: Json, context = ''): void {
  expect(problemWith(res), context).toBeNull();
}

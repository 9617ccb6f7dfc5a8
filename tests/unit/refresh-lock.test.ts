// The client: two tabs whose access tokens expire together refresh once. Each
// "tab" is its own instance of the client's modules, sharing localStorage and the browser's lock
// manager (a small in-memory one: Node has no Web Locks), against the real server on loopback;
// the refresh requests that reach the network are counted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import { signInDevice } from '../support/device-user';
import type { TestServer } from '../server/harness';
import { startTestServer } from '../server/harness';

installLocalStorage();

/** Exclusive locks granted in request order, as the browser's LockManager does by default. */
function memoryLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (async (name: string, callback: (lock: Lock | null) => Promise<unknown>) => {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(() => callback({ name, mode: 'exclusive' }));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

let server: TestServer;
const refreshCalls: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startTestServer('pglite');
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes('"refresh_token"'))
      refreshCalls.push(init.body);
    return realFetch(input, init);
  }) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'navigator');
  await server?.close();
});

async function openTab() {
  vi.resetModules();
  const client = await import('../../src/lib/api-client');
  client.setApiBase(`${server.url}/api`);
  return client;
}

describe('refreshing the session from two tabs at once', () => {
  it('sends one refresh when the browser has Web Locks, and both tabs get the same session', async () => {
    Object.defineProperty(globalThis, 'navigator', {
      value: { locks: memoryLocks() },
      configurable: true,
    });
    await signInDevice(server, 'pestanas');
    const [tabA, tabB] = [await openTab(), await openTab()];
    refreshCalls.length = 0;
    const [a, b] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    expect(refreshCalls).toHaveLength(1);
    expect(b).toEqual(a);
    expect(localStorage.getItem('refresh_token')).toBe(a.refresh_token);
    // The new session works: the next refresh rotates it again, once.
    const next = await tabB.refreshSession();
    expect(next.refresh_token).not.toBe(a.refresh_token);
    expect(refreshCalls).toHaveLength(2);
  });

  it('without Web Locks each tab asks, and the server answers both with one pair', async () => {
    Reflect.deleteProperty(globalThis, 'navigator');
    await signInDevice(server, 'sinlocks');
    const [tabA, tabB] = [await openTab(), await openTab()];
    refreshCalls.length = 0;
    const [a, b] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    expect(refreshCalls).toHaveLength(2);
    expect(b.refresh_token).toBe(a.refresh_token);
  });
});

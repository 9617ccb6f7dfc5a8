// The server's memory of hot rows (server/cache/read-through.ts): concurrent reads share one,
// and a row whose read is done can be looked at without reading or waiting.
import { describe, expect, it } from 'vitest';
import { ReadThroughCache } from '../../server/cache/read-through';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ReadThroughCache', () => {
  it('shares a running read, and serves the kept row once it is read', async () => {
    const cache = new ReadThroughCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    cache.serve(true);
    const read = deferred<string | null>();
    let reads = 0;
    const load = () => {
      reads++;
      return read.promise;
    };
    const first = cache.get(1, load);
    const second = cache.get(1, load);
    expect(reads).toBe(1);
    read.resolve('fila');
    expect(await first).toBe('fila');
    expect(await second).toBe('fila');
    expect(await cache.get(1, load)).toBe('fila');
    expect(reads).toBe(1);
  });

  it('peeks at a kept row only once its read is done, and while it is fresh', async () => {
    let now = 0;
    const cache = new ReadThroughCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    cache.serve(true);
    const slow = deferred<string | null>();
    const kept = cache.get(1, () => slow.promise);
    expect(cache.peek(1)).toBeUndefined();
    slow.resolve('fila');
    await kept;
    expect(await cache.peek(1)).toBe('fila');
    now = 1_001;
    expect(cache.peek(1)).toBeUndefined();
    expect(cache.peek(2)).toBeUndefined();
  });
});

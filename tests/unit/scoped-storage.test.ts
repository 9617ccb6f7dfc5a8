// server/db/ambient.ts's scopedStorage: the value is seen by the work it runs, also across awaits,
// and the storage is off again once no work uses it, but not while another still does.
import { describe, expect, it } from 'vitest';
import { scopedStorage } from '../../server/db/ambient';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('scopedStorage', () => {
  it('gives its value to the work across awaits, and nothing outside it', async () => {
    const storage = scopedStorage<string>();
    expect(storage.get()).toBeUndefined();
    const seen = await storage.run('lote', async () => {
      await tick();
      return storage.get();
    });
    expect(seen).toBe('lote');
    expect(storage.get()).toBeUndefined();
  });

  it('stays on while overlapping work runs, each with its own value', async () => {
    const storage = scopedStorage<string>();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = storage.run('lento', async () => {
      await held;
      return storage.get();
    });
    expect(await storage.run('rápido', async () => (await tick(), storage.get()))).toBe('rápido');
    release();
    expect(await slow).toBe('lento');
    expect(storage.get()).toBeUndefined();
  });
});

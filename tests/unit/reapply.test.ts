// Pending writes laid over a fresh copy from the server (src/lib/sync/reapply.ts): the rule
// itself, and the queued writes read back oldest first under the id their record has now.
// Dexie on fake-indexeddb.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../support/local-storage';

installLocalStorage();
const { db } = await import('../../src/lib/db/db');
const { enqueue } = await import('../../src/lib/sync/outbox');
const ids = await import('../../src/lib/sync/local-ids');
const { reapplyPending, readQueued, writesTo } = await import('../../src/lib/sync/reapply');

interface Note {
  titulo: string;
  fecha: string;
}
type NoteWrite = { titulo: string } | 'borrar';

const apply = (note: Note, write: NoteWrite): Note | null =>
  write === 'borrar' ? null : { ...note, titulo: write.titulo };

const USER = 9;

beforeEach(async () => {
  await db.outbox.clear();
  await db.localIds.clear();
});

describe('re-applying pending writes', () => {
  const fresh: Note = { titulo: 'Servidor', fecha: '2027-01-02' };

  it('gives the server copy when nothing waits', () => {
    expect(reapplyPending(fresh, [], apply)).toBe(fresh);
  });

  it('lays the writes over the server copy in order; the last one wins, other fields stay', () => {
    expect(reapplyPending(fresh, [{ titulo: 'A' }, { titulo: 'B' }], apply)).toEqual({
      titulo: 'B',
      fecha: '2027-01-02',
    });
    // The server's copy itself is untouched.
    expect(fresh.titulo).toBe('Servidor');
  });

  it('keeps a record deleted here out, whatever was written after', () => {
    expect(reapplyPending(fresh, ['borrar'], apply)).toBeNull();
    expect(reapplyPending(fresh, [{ titulo: 'A' }, 'borrar', { titulo: 'B' }], apply)).toBeNull();
  });

  it('reads the queued writes of some kinds oldest first, under the server id once numbered', async () => {
    const local = ids.localIdOf('u-1');
    await db.transaction('rw', db.outbox, async () => {
      const entry = (kind: 'comment-edit' | 'comment-delete' | 'comment-add', body: unknown) =>
        enqueue({ userId: USER, kind, label: kind, path: 'comentarios.php', body });
      await entry('comment-edit', { id: 4, comentario: 'uno' });
      await entry('comment-add', { comentario: 'otro tipo' });
      await entry('comment-edit', { id: local, comentario: 'dos' });
      await entry('comment-delete', { id: 4 });
      await enqueue({
        userId: USER + 1,
        kind: 'comment-edit',
        label: 'de otro usuario',
        path: 'comentarios.php',
        body: { id: 4, comentario: 'ajeno' },
      });
    });
    const read = () =>
      db.transaction('r', db.outbox, db.localIds, () =>
        readQueued(USER, ['comment-edit', 'comment-delete'], (entry) => {
          const body = entry.body as { id: number | string; comentario?: string };
          return { id: body.id, write: body.comentario ?? 'borrar' };
        }),
      );

    const before = await read();
    expect(before.map((q) => [q.id, q.write])).toEqual([
      [4, 'uno'],
      [local, 'dos'],
      [4, 'borrar'],
    ]);
    expect(writesTo(before, 4)).toEqual(['uno', 'borrar']);

    await ids.recordServerId(USER, local, 7);
    const after = await read();
    expect(after.map((q) => q.id)).toEqual([4, 7, 4]);
    expect(writesTo(after, 7)).toEqual(['dos']);
    expect(writesTo(after, local)).toEqual([]);
    // The entry is the outbox's own, as queued.
    expect(after[1]?.entry.body).toEqual({ id: local, comentario: 'dos' });
  });
});

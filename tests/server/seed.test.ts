import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { preguntas, procesos, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { dbKinds, openTestDatabase, testConfig } from './harness';

describe.each(dbKinds)('first-start seed on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('creates the super-admin with a generated password once, and a real starter bank', async () => {
    const config = testConfig({ superAdmin: { email: 'root@test.local', username: 'raiz', password: null } });
    const first = await seed(database.db, config);
    expect(first.superAdminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(first.banksSeeded).toEqual(['Auxiliar Administrativo del Estado']);

    const [sa] = await database.db.select().from(users).where(eq(users.email, 'root@test.local'));
    expect(sa?.nivel).toBe('SA');
    expect(sa?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [proceso] = await database.db.select().from(procesos);
    const bank = await database.db.select().from(preguntas).where(eq(preguntas.idProceso, proceso?.id ?? -1));
    expect(bank.length).toBeGreaterThanOrEqual(60);
    const secciones = new Set(bank.map((q) => q.seccion));
    const temas = new Set(bank.map((q) => q.tema));
    expect(secciones.size).toBeGreaterThanOrEqual(2);
    expect(temas.size).toBeGreaterThanOrEqual(4);
    expect([...temas].filter((t) => /^psico - /i.test(t)).length).toBeGreaterThanOrEqual(2);
    for (const q of bank) {
      expect(q.respuestas.map((r) => r.indice)).toEqual([1, 2, 3, 4]);
      expect(q.correctaIndice).toBeGreaterThanOrEqual(1);
      expect(q.correctaIndice).toBeLessThanOrEqual(4);
      expect(q.fuente?.length).toBeGreaterThan(0);
    }
  });

  it('duplicates nothing on a second start', async () => {
    const config = testConfig({ superAdmin: { email: 'root@test.local', username: 'raiz', password: null } });
    const before = await database.db.select({ n: count() }).from(preguntas);
    const again = await seed(database.db, config);
    expect(again).toEqual({ superAdminCreated: false, generatedPassword: null, banksSeeded: [] });
    const after = await database.db.select({ n: count() }).from(preguntas);
    expect(after).toEqual(before);
    expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    expect(await database.db.select({ n: count() }).from(procesos)).toEqual([{ n: 1 }]);
  });
});

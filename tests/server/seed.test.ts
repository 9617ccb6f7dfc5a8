import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_PROCESSES } from '../../server/content/processes';
import type { StarterProcess } from '../../server/content/processes';
import { openDatabase } from '../../server/db';
import type { Database, Db } from '../../server/db';
import { questions, processes, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { dbKinds, openTestDatabase, testConfig } from './harness';

const config = testConfig({
  superAdmin: { email: 'root@test.local', username: 'raiz', password: null },
});
const optionsOf = (slug: string) => (slug === 'policia-nacional-escala-basica' ? 3 : 4);

async function bankSizes(db: Db) {
  const rows = await db
    .select({ slug: processes.slug, n: count(questions.id) })
    .from(processes)
    .leftJoin(questions, eq(questions.idProceso, processes.id))
    .groupBy(processes.id, processes.slug)
    .orderBy(asc(processes.id));
  return Object.fromEntries(rows.map((r) => [r.slug, r.n]));
}

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
    const first = await seed(database.db, config);
    expect(first.superAdminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(first.banksSeeded).toEqual(STARTER_PROCESSES.map((p) => p.descripcion));

    const [sa] = await database.db.select().from(users).where(eq(users.email, 'root@test.local'));
    expect(sa?.nivel).toBe('SA');
    expect(sa?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [proceso] = await database.db.select().from(processes).orderBy(asc(processes.id));
    expect(proceso?.descripcion).toBe('Auxiliar Administrativo del Estado');
    const bank = await database.db
      .select()
      .from(questions)
      .where(eq(questions.idProceso, proceso?.id ?? -1));
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

  it('seeds every starter process with its penalty, its official format and its whole bank', async () => {
    const rows = await database.db.select().from(processes).orderBy(asc(processes.id));
    expect(
      rows.map((r) => ({
        slug: r.slug,
        descripcion: r.descripcion,
        penalizacion: r.penalizacion,
        formato: { preguntas: r.formatoPreguntas, minutos: r.formatoMinutos },
      })),
    ).toEqual(
      STARTER_PROCESSES.map((p) => ({
        slug: p.slug,
        descripcion: p.descripcion,
        penalizacion: p.penalizacion,
        formato: p.formato,
      })),
    );
    let total = 0;
    for (const row of rows) {
      const bank = await database.db
        .select()
        .from(questions)
        .where(eq(questions.idProceso, row.id));
      expect(bank.length, row.slug).toBeGreaterThanOrEqual(125);
      total += bank.length;
      const n = optionsOf(row.slug);
      for (const q of bank) {
        expect(
          q.respuestas.map((r) => r.indice),
          q.ref ?? q.pregunta,
        ).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(q.correctaIndice).toBeGreaterThanOrEqual(1);
        expect(q.correctaIndice).toBeLessThanOrEqual(n);
        expect(q.fuente?.length).toBeGreaterThan(0);
      }
    }
    expect(total).toBeGreaterThanOrEqual(125 * STARTER_PROCESSES.length);
  });

  it('brings a starter bank stored by an older release up to this one, keeping ids', async () => {
    const [aux] = await database.db.select().from(processes).orderBy(asc(processes.id)).limit(1);
    const idProceso = aux?.id ?? -1;
    const [first] = await database.db
      .select()
      .from(questions)
      .where(eq(questions.idProceso, idProceso))
      .orderBy(asc(questions.id))
      .limit(1);
    // What an older release left: another text, no explanation, a question since removed from
    // the files, and the hash of its own files.
    await database.db
      .update(questions)
      .set({ pregunta: 'Texto de una versión anterior', explicacion: null })
      .where(eq(questions.id, first?.id ?? -1));
    const [gone] = await database.db
      .insert(questions)
      .values({
        idProceso,
        seccion: 'Sección retirada',
        tema: 'Tema retirado',
        pregunta: '¿Pregunta que la nueva versión ya no trae?',
        respuestas: [
          { indice: 1, respuesta: 'Sí' },
          { indice: 2, respuesta: 'No' },
        ],
        correctaIndice: 1,
        ref: 'AAE-99999',
      })
      .returning({ id: questions.id });
    await database.db
      .update(processes)
      .set({ starterHash: 'de-una-version-anterior' })
      .where(eq(processes.id, idProceso));
    const sizeBefore = (await bankSizes(database.db))[aux?.slug ?? ''];
    // The database bumps the version for every change to published questions (migration 0013),
    // the older release's edits above included: the update must move it on from there.
    const [stale] = await database.db.select().from(processes).where(eq(processes.id, idProceso));

    const report = await seed(database.db, config);

    expect(report.banksUpdated).toEqual(['Auxiliar Administrativo del Estado']);
    expect(report.banksSeeded).toEqual([]);
    const [restored] = await database.db
      .select()
      .from(questions)
      .where(eq(questions.id, first?.id ?? -1));
    expect(restored?.pregunta).toBe(first?.pregunta);
    expect(restored?.explicacion).toBe(first?.explicacion);
    const [retired] = await database.db
      .select()
      .from(questions)
      .where(eq(questions.id, gone?.id ?? -1));
    expect(retired?.activa).toBe(false);
    expect((await bankSizes(database.db))[aux?.slug ?? '']).toBe(sizeBefore);
    const [after] = await database.db.select().from(processes).where(eq(processes.id, idProceso));
    expect(after?.bankVersion).toBeGreaterThan(stale?.bankVersion ?? Number.MAX_SAFE_INTEGER);
    expect(after?.starterHash).toBe(aux?.starterHash);
    await database.db.delete(questions).where(eq(questions.id, gone?.id ?? -1));
  });

  it('duplicates nothing on a second start', async () => {
    const before = await bankSizes(database.db);
    const again = await seed(database.db, config);
    expect(again).toEqual({
      superAdminCreated: false,
      generatedPassword: null,
      banksSeeded: [],
      banksUpdated: [],
    });
    expect(await bankSizes(database.db)).toEqual(before);
    expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    expect(await database.db.select({ n: count() }).from(processes)).toEqual([
      { n: STARTER_PROCESSES.length },
    ]);
  });
});

// An installation made by a release that seeded only the first process, without its format.
const OLD_RELEASE: StarterProcess[] = [
  { ...(STARTER_PROCESSES[0] as StarterProcess), formato: null },
];

async function checkUpgrade(start: () => Promise<Db>) {
  let db = await start();
  const old = await seed(db, config, OLD_RELEASE);
  expect(old.banksSeeded).toEqual(['Auxiliar Administrativo del Estado']);
  const [aux] = await db.select().from(processes);
  expect(aux?.formatoPreguntas).toBeNull();
  const auxIds = (
    await db.select({ id: questions.id }).from(questions).orderBy(asc(questions.id))
  ).map((r) => r.id);

  db = await start();
  const next = await seed(db, config);
  expect(next).toEqual({
    superAdminCreated: false,
    generatedPassword: null,
    banksSeeded: STARTER_PROCESSES.slice(1).map((p) => p.descripcion),
    banksUpdated: [],
  });
  const rows = await db.select().from(processes).orderBy(asc(processes.id));
  expect(rows.map((r) => r.slug)).toEqual(STARTER_PROCESSES.map((p) => p.slug));
  // The first process keeps its id and its questions, and gets the format it lacked.
  expect(rows[0]?.id).toBe(aux?.id);
  expect(rows[0]?.formatoPreguntas).toBe(STARTER_PROCESSES[0]?.formato?.preguntas);
  expect(rows[0]?.formatoMinutos).toBe(STARTER_PROCESSES[0]?.formato?.minutos);
  const auxNow = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.idProceso, aux?.id ?? -1))
    .orderBy(asc(questions.id));
  expect(auxNow.map((r) => r.id)).toEqual(auxIds);
  const sizes = await bankSizes(db);
  for (const p of STARTER_PROCESSES.slice(1))
    expect(sizes[p.slug], p.slug).toBeGreaterThanOrEqual(125);

  // A format set by hand is not overwritten, and a third start adds nothing.
  await db
    .update(processes)
    .set({ formatoPreguntas: 50, formatoMinutos: 45 })
    .where(eq(processes.id, aux?.id ?? -1));
  const third = await seed(db, config);
  expect(third.banksSeeded).toEqual([]);
  expect(await bankSizes(db)).toEqual(sizes);
  const [auxAfter] = await db
    .select()
    .from(processes)
    .where(eq(processes.id, aux?.id ?? -1));
  expect([auxAfter?.formatoPreguntas, auxAfter?.formatoMinutos]).toEqual([50, 45]);
  expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
}

describe('an installation from an older release', () => {
  it('gets the new starter processes on its next start, once, in its PGlite data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-seed-'));
    let open: Database | null = null;
    try {
      await checkUpgrade(async () => {
        await open?.close();
        open = await openDatabase({ dataDir });
        return open.db;
      });
    } finally {
      await (open as Database | null)?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.skipIf(!dbKinds.includes('postgres'))('does the same on PostgreSQL', async () => {
    const { database: pgDatabase, dispose: pgDispose } = await openTestDatabase('postgres');
    try {
      await checkUpgrade(async () => pgDatabase.db);
    } finally {
      await pgDispose();
    }
  });
});

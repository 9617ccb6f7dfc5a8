// Migration 0009 on a database that already has finished tests: the ranking's totals learn how
// many questions each user answered, and the per-nota counts keep only the users who reach the
// ranking's minimum. Run on PGlite: the migrations before 0009, some tests, then 0009.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/db/migrations');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'opositor-migrations-'));
  dirs.push(dir);
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

it('0009 counts the answered questions of existing tests and ranks only users with 50', async () => {
  const client = await PGlite.create('memory://');
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: await migrationsBefore('0009') });
    await client.exec(`
      insert into procesos (slug, descripcion) values ('p', 'Proceso');
      insert into users (username, email, password_hash) values ('a', 'a@x', 'x'), ('b', 'b@x', 'x');
    `);
    // a: 30 questions, 5 blank, then 40 with none blank (65 answered); b: 40 with 10 blank (30).
    const insert = (
      user: number,
      num: number,
      aciertos: number,
      fallos: number,
      blancos: number,
      nota: number,
    ) =>
      client.query(
        `insert into tests_realizados (user_id, id_proceso, tipo_test, secciones, temas, num_preguntas, tiempo,
           tiempo_restante, aciertos, fallos, en_blanco, nota, nota_penalizada, respuestas, acertadas, falladas, fecha_inicio)
         values ($1, 1, 'examen', 's', 't', $2, 30, 0, $3, $4, $5, $6, $6, '{}', '[]', '[]', now())`,
        [user, num, aciertos, fallos, blancos, nota],
      );
    await insert(1, 30, 20, 10, 5, 6.67);
    await insert(1, 40, 30, 10, 0, 7.5);
    await insert(2, 40, 30, 10, 10, 7.5);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const totals = await client.query<{ user_id: number; total_respondidas: number }>(
      `select user_id, total_respondidas from ranking_totales where id_proceso = 0 and tipo_test = 'todos' order by user_id`,
    );
    expect(totals.rows).toEqual([
      { user_id: 1, total_respondidas: 65 },
      { user_id: 2, total_respondidas: 30 },
    ]);
    const notas = await client.query<{ usuarios: number }>(
      `select usuarios from ranking_notas where id_proceso = 0 and tipo_test = 'todos'`,
    );
    expect(notas.rows).toEqual([{ usuarios: 1 }]);

    // The new trigger keeps counting: 20 more answered questions put b in.
    await insert(2, 20, 20, 0, 0, 10);
    const after = await client.query<{ nota_centesimas: number; usuarios: number }>(
      `select nota_centesimas, usuarios from ranking_notas where id_proceso = 1 and tipo_test = 'examen' order by 1`,
    );
    expect(after.rows).toEqual([
      { nota_centesimas: 709, usuarios: 1 },
      { nota_centesimas: 875, usuarios: 1 },
    ]);
  } finally {
    await client.close();
  }
});

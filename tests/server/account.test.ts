// Profile changes, account deletion (nothing of the user left anywhere) and the data export.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPsicoTopic } from '../../src/core/quiz';
import {
  comments,
  donations,
  planStages,
  issueReports,
  personalityProfiles,
  studyPlans,
  physicalPlans,
  summaries,
  planTasks,
} from '../../server/db/schema';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer, uniqueUser } from './harness';
import type { BankRow } from './quiz-helpers';
import {
  ENGLISH,
  finishedTest,
  loginSuperAdmin,
  progressForm,
  saveFinished,
  seededBank,
} from './quiz-helpers';

async function register(server: TestServer) {
  const user = uniqueUser();
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...user },
  });
  expect(res.status).toBe(201);
  return {
    ...user,
    token: res.body.token as string,
    refreshToken: res.body.refresh_token as string,
    userId: res.body.user_id as number,
  };
}

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table with a `user_id` column and how many of its rows point at the user. */
async function rowsPerTable(server: TestServer, userId: number): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    server,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [res] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
    counts[table_name] = res?.n ?? -1;
  }
  return counts;
}

async function giveUserOneOfEverything(
  server: TestServer,
  user: { token: string; userId: number },
  q: BankRow,
) {
  const { db } = server.database;
  const saved = await saveFinished(
    server,
    finishedTest({ idProceso: q.idProceso, respuestas: { [q.id]: q.correctaIndice } }),
    user.token,
  );
  expect(saved.status).toBe(200);
  const progress = await progressForm(
    server,
    {
      action: 'guardar',
      test_key: 'clave-cuenta',
      actual: 0,
      respuestas: JSON.stringify({}),
      tiempo_restante: 600,
      preguntas: JSON.stringify([q.id]),
      updated_at: Date.now(),
    },
    { token: user.token },
  );
  expect(progress.status).toBe(200);
  await db.insert(comments).values({
    idProceso: q.idProceso,
    idPregunta: q.id,
    userId: user.userId,
    comentario: 'Mi comentario',
  });
  await db
    .insert(issueReports)
    .values({ idPregunta: q.id, userId: user.userId, motivo: 'La opción B también vale' });
  await db.insert(summaries).values({
    userId: user.userId,
    tema: 'Tema 1',
    seccion: 'Bloque I',
    resumen: 'Texto del resumen',
  });
  const [plan] = await db
    .insert(studyPlans)
    .values({
      userId: user.userId,
      titulo: 'Plan de prueba',
      fechaInicio: '2026-12-01',
      fechaFin: '2027-03-01',
    })
    .returning({ id: studyPlans.id });
  const [etapa] = await db
    .insert(planStages)
    .values({ idPlan: plan!.id, titulo: 'Etapa 1' })
    .returning({ id: planStages.id });
  await db.insert(planTasks).values({ idEtapa: etapa!.id, titulo: 'Tarea 1' });
  await db.insert(physicalPlans).values({
    userId: user.userId,
    titulo: 'Preparación física',
    tipoPrueba: 'Policía Nacional',
    fechaInicio: '2026-12-01',
    fechaFin: '2027-02-01',
  });
  await db.insert(personalityProfiles).values({
    uuid: randomUUID(),
    userId: user.userId,
    version: '1',
    respuestas: { 1: 3 },
    resultado: {},
    fecha: new Date(),
  });
  await db.insert(donations).values({
    userId: user.userId,
    amountCents: 1000,
    metodo: 'tarjeta',
    sessionId: `cs_${randomUUID()}`,
  });
}

describe.each(dbKinds)('account on %s', (kind) => {
  let server: TestServer;
  let question: BankRow;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { bank } = await seededBank(server);
    question = bank.find((row) => !isPsicoTopic(row.tema))!;
  });
  afterAll(() => server?.close());

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const user = await register(server);
    const other = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: user.password, remember: true },
    });
    expect(other.status).toBe(200);

    const wrong = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: { password_actual: 'no-es-esta', nueva_password: 'nueva-clave-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, error: 'La contraseña actual no es correcta' });

    const missing = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: { nueva_password: 'nueva-clave-1' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Por favor completa todos los campos');

    const short = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: { password_actual: user.password, nueva_password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('La contraseña debe tener al menos 6 caracteres');

    const ok = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: {
        password_actual: user.password,
        nueva_password: 'nueva-clave-1',
        refresh_token: user.refreshToken,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });

    const oldLogin = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: user.password, remember: false },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: 'nueva-clave-1', remember: false },
    });
    expect(newLogin.status).toBe(200);
    // This device keeps its session; the other one has to log in again.
    const mine = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'refresh_token', refresh_token: user.refreshToken },
    });
    expect(mine.status).toBe(200);
    const theirs = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'refresh_token', refresh_token: other.body.refresh_token },
    });
    expect(theirs.status).toBe(401);
  });

  it('updates name and phone, and needs a session', async () => {
    const user = await register(server);
    const res = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: { password_actual: user.password, nombre: 'Lucía', telefono: '600111222' },
    });
    expect(res.status).toBe(200);
    const data = await request(server, 'GET', '/api/exportar_mis_datos.php', { token: user.token });
    expect(data.body.usuario).toMatchObject({ nombre: 'Lucía', telefono: '600111222' });
    const anonymous = await request(server, 'POST', '/api/actualizar_perfil.php', {
      body: { password_actual: 'x', nombre: 'y' },
    });
    expect(anonymous.status).toBe(401);
    const bad = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: user.token,
      body: { password_actual: 42 },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).not.toMatch(ENGLISH);
  });

  it('exports every kind of data the user owns, without secrets', async () => {
    const user = await register(server);
    await giveUserOneOfEverything(server, user, question);
    const res = await fetch(`${server.url}/api/exportar_mis_datos.php`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="opositor-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown[]>;
    for (const key of [
      'tests_realizados',
      'tests_en_progreso',
      'comentarios',
      'incidencias',
      'resumenes',
      'planes_fisicos',
      'perfiles_personalidad',
      'donaciones',
    ]) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.planes_estudio).toMatchObject([
      {
        titulo: 'Plan de prueba',
        etapas: [{ titulo: 'Etapa 1', tareas: [{ titulo: 'Tarea 1' }] }],
      },
    ]);
    expect(text).not.toMatch(/password|token_hash|passwordHash/i);

    const other = await register(server);
    const forbidden = await request(
      server,
      'GET',
      `/api/exportar_mis_datos.php?user_id=${user.userId}`,
      {
        token: other.token,
      },
    );
    expect(forbidden.status).toBe(403);
  });

  it('deletes the account and leaves no row of the user in any table', async () => {
    const user = await register(server);
    await giveUserOneOfEverything(server, user, question);
    const before = await rowsPerTable(server, user.userId);
    for (const table of [
      'tests_realizados',
      'test_progress',
      'comentarios',
      'incidencias',
      'resumenes',
      'planes_estudio',
      'planes_fisicos',
      'perfiles_personalidad',
      'donaciones',
      'refresh_tokens',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const other = await register(server);
    const forbidden = await request(server, 'POST', '/api/eliminar_usuario.php', {
      token: other.token,
      body: { user_id: user.userId },
    });
    expect(forbidden.status).toBe(403);

    const res = await request(server, 'POST', '/api/eliminar_usuario.php', {
      token: user.token,
      body: { user_id: user.userId },
    });
    expect(res.status).toBe(200);
    const after = await rowsPerTable(server, user.userId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const [users] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from users where id = ${user.userId}`,
    );
    expect(users?.n).toBe(0);
    const [kept] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from donaciones where user_id is null`,
    );
    expect(kept?.n).toBeGreaterThan(0);

    // Its token no longer works, and the other user's data is untouched.
    expect(
      (await request(server, 'GET', '/api/exportar_mis_datos.php', { token: user.token })).status,
    ).toBe(401);
    expect(
      (await request(server, 'GET', '/api/exportar_mis_datos.php', { token: other.token })).status,
    ).toBe(200);
  });

  it('never deletes the last super-admin', async () => {
    const sa = await loginSuperAdmin(server);
    const res = await request(server, 'POST', '/api/eliminar_usuario.php', {
      token: sa.token,
      body: { user_id: sa.userId },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('No puedes eliminar la única cuenta de superadministrador');
  });
});

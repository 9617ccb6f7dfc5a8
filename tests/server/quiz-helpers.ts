// Helpers for the test, progress, results and history suites: accounts, the seeded bank, forms.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { questions, processes } from '../../server/db/schema';
import { isPsicoTopic } from '../../src/core/quiz';
import type { Json, TestServer } from './harness';
import { SA, request, uniqueUser } from './harness';

// Zod's and Fastify's English defaults must never reach a user.
export const ENGLISH = /\b(invalid|expected|required|received|must|unexpected|error)\b/i;

export interface Session {
  token: string;
  userId: number;
}

export async function registerUser(server: TestServer): Promise<Session> {
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...uniqueUser() },
  });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, userId: res.body.user_id as number };
}

export async function loginSuperAdmin(server: TestServer): Promise<Session> {
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'login', email: SA.email, password: SA.password, remember: false },
  });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, userId: res.body.user_id as number };
}

export type BankRow = typeof questions.$inferSelect;

/** The seeded process and its whole bank, straight from the database. */
export async function seededBank(server: TestServer) {
  const { db } = server.database;
  const [proceso] = await db.select().from(processes).orderBy(asc(processes.id)).limit(1);
  if (!proceso) throw new Error('no hay proceso sembrado');
  const bank = await db
    .select()
    .from(questions)
    .where(eq(questions.idProceso, proceso.id))
    .orderBy(asc(questions.id));
  return { proceso, bank };
}

/** The seeded process's id and its bank without the psychotechnic questions, for saved tests. */
export async function seededTestBank(
  server: TestServer,
): Promise<{ procesoId: number; bank: BankRow[] }> {
  const { proceso, bank } = await seededBank(server);
  return { procesoId: proceso.id, bank: bank.filter((q) => !isPsicoTopic(q.tema)) };
}

/** A POST to test_progreso.php, form-encoded as the spec says. */
export function progressForm(
  server: TestServer,
  fields: Record<string, string | number>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Json> {
  const body = new URLSearchParams(
    Object.entries(fields).map(([k, v]) => [k, String(v)]),
  ).toString();
  return request(server, 'POST', '/api/test_progreso.php', {
    rawBody: body,
    token: options.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
  });
}

/** A wrong option of a question (its first one that is not the right one). */
export function wrongOption(q: Pick<BankRow, 'respuestas' | 'correctaIndice'>): number {
  const option = q.respuestas.find((r) => r.indice !== q.correctaIndice);
  if (!option) throw new Error('pregunta sin opciones incorrectas');
  return option.indice;
}

export interface FinishedTestOptions {
  idProceso: number;
  respuestas: Record<string, number | null>;
  tipo_test?: 'simulacion' | 'examen';
  fecha_inicio?: string;
  fecha_finalizacion?: string;
  temas?: string;
  secciones?: string;
  extra?: Record<string, unknown>;
}

export function finishedTest(options: FinishedTestOptions) {
  return {
    uuid: randomUUID(),
    id_proceso: options.idProceso,
    tipo_test: options.tipo_test ?? 'simulacion',
    psicotecnico: false,
    secciones: options.secciones ?? 'Organización Pública',
    temas: options.temas ?? 'La Constitución Española de 1978',
    num_preguntas: Object.keys(options.respuestas).length,
    tiempo: 30,
    tiempo_restante: 600,
    respuestas: options.respuestas,
    fecha_inicio: options.fecha_inicio ?? '2026-11-21T10:00:00Z',
    fecha_finalizacion: options.fecha_finalizacion ?? '2026-11-21T10:20:00Z',
    ...options.extra,
  };
}

export function saveFinished(
  server: TestServer,
  body: unknown,
  token?: string,
  headers?: Record<string, string>,
) {
  return request(server, 'POST', '/api/guardar_tests_realizados.php', { body, token, headers });
}

// Question banks kept on the device, one per process, so tests can be generated with no
// network. A bank is downloaded (or revalidated with its ETag) when the user opens the
// configurator for its process online, and can be downloaded or removed from the dashboard.
import type { Banco, Proceso, TestQuestion } from '@/core/contract';
import {
  bancoResponseSchema,
  procesosResponseSchema,
  seccionesResponseSchema,
  temasResponseSchema,
} from '@/core/contract';
import type { TestCriteria } from '@/core/quiz';
import { buildBankIndex, indexEntries, pickQuestions, sectionsOf, topicsOf } from '@/core/quiz';
import { rngFrom } from '@/core/random';
import { ApiError, NetworkError, api, apiResult } from '../api-client';
import { db } from '../db/db';

/** True when the failure means "the server cannot be reached", not "the server said no". */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** The processes, from the server when it answers (and kept), else the kept copy. */
export async function loadProcesos(): Promise<Proceso[]> {
  try {
    const procesos = procesosResponseSchema.parse(await api('procesos.php'));
    await db.transaction('rw', db.procesos, async () => {
      await db.procesos.clear();
      await db.procesos.bulkPut(procesos);
    });
    return procesos;
  } catch (error) {
    const kept = await db.procesos.toArray();
    if (isUnreachable(error) && kept.length > 0) return kept;
    throw error;
  }
}

export async function storeBank(bank: Banco, etag: string | null): Promise<void> {
  await db.transaction('rw', db.questions, db.bankMeta, async () => {
    await db.questions.where('idProceso').equals(bank.id_proceso).delete();
    await db.questions.bulkAdd(bank.preguntas.map((q) => ({ ...q, idProceso: bank.id_proceso })));
    await db.bankMeta.put({
      idProceso: bank.id_proceso,
      version: bank.version,
      etag,
      count: bank.preguntas.length,
      downloadedAt: Date.now(),
      index: buildBankIndex(bank.preguntas),
    });
  });
}

/** Downloads a process's bank, or confirms the kept one is current (304). */
export async function syncBank(idProceso: number): Promise<'downloaded' | 'current'> {
  const meta = await db.bankMeta.get(idProceso);
  const headers: Record<string, string> = meta?.etag ? { 'If-None-Match': meta.etag } : {};
  const res = await apiResult(`banco_preguntas.php?id_proceso=${idProceso}`, { headers });
  if (res.status === 304 && meta) {
    await db.bankMeta.update(idProceso, { downloadedAt: Date.now() });
    return 'current';
  }
  await storeBank(bancoResponseSchema.parse(res.data), res.headers.get('etag'));
  return 'downloaded';
}

export async function removeBank(idProceso: number): Promise<void> {
  await db.transaction('rw', db.questions, db.bankMeta, async () => {
    await db.questions.where('idProceso').equals(idProceso).delete();
    await db.bankMeta.delete(idProceso);
  });
}

/**
 * The server's answer; when the server cannot be reached and the process's bank is kept here,
 * the answer read from that bank instead (the forms' sections and topics, offline).
 */
export async function serverOrKeptBank<T>(
  idProceso: number,
  server: () => Promise<T>,
  kept: () => Promise<T>,
): Promise<T> {
  try {
    return await server();
  } catch (error) {
    if (isUnreachable(error) && (await hasLocalBank(idProceso))) return kept();
    throw error;
  }
}

/** A process's sections for a form: the server's, or offline those of its kept bank. */
export function seccionesForForm(idProceso: number): Promise<string[]> {
  return serverOrKeptBank(
    idProceso,
    async () =>
      seccionesResponseSchema.parse(await api(`preguntas_auxiliares.php?id_proceso=${idProceso}`))
        .secciones,
    () => localSecciones(idProceso),
  );
}

/** The topics of one section for a form: the server's, or offline those of the kept bank. */
export function temasForForm(idProceso: number, seccion: string): Promise<string[]> {
  const query = new URLSearchParams({ id_proceso: String(idProceso), seccion });
  return serverOrKeptBank(
    idProceso,
    async () => temasResponseSchema.parse(await api(`preguntas_auxiliares.php?${query}`)).temas,
    () => localTemas(idProceso, seccion),
  );
}

async function localIndex(idProceso: number) {
  const meta = await db.bankMeta.get(idProceso);
  return meta ? indexEntries(meta.index) : [];
}

export async function hasLocalBank(idProceso: number): Promise<boolean> {
  return (await db.bankMeta.get(idProceso)) !== undefined;
}

export async function localSecciones(idProceso: number): Promise<string[]> {
  return sectionsOf(await localIndex(idProceso));
}

export async function localTemas(idProceso: number, seccion: string): Promise<string[]> {
  return topicsOf(await localIndex(idProceso), seccion);
}

/** A test from the kept bank, with exactly the rules of genera_test.php. */
export async function localTest(
  idProceso: number,
  criteria: TestCriteria,
): Promise<TestQuestion[]> {
  const chosen = pickQuestions(await localIndex(idProceso), criteria, rngFrom(Math.random));
  return (await localQuestionsById(chosen.map((q) => q.id))) ?? [];
}

/**
 * Questions by id from the kept bank, in the given order (to resume a test), with where they
 * belong, their source, explanation and figure; null when one is not kept.
 */
export async function localQuestionsById(ids: readonly number[]): Promise<TestQuestion[] | null> {
  const found = await db.questions.bulkGet([...ids]);
  if (found.some((q) => q === undefined)) return null;
  return found.map((q) => {
    const { idProceso: _idProceso, ...question } = q as NonNullable<typeof q>;
    return question;
  });
}

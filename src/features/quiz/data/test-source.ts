// Where a test's options and questions come from: the server when it answers, otherwise the
// bank kept on the device (with the same rules). Opening a process online also refreshes its
// kept bank, so the next test works with no signal.
import type { Pregunta, Proceso } from '@/core/contract';
import { generaTestResponseSchema } from '@/core/contract';
import type { TestCriteria } from '@/core/quiz';
import { topicsForMode } from '@/core/quiz';
import { api } from '@/lib/api-client';
import {
  isUnreachable,
  loadProcesos,
  localTest,
  seccionesForForm,
  serverOrKeptBank,
  syncBank,
  temasForForm,
} from '@/lib/banks/banks';

export { loadProcesos };
export type { Proceso };

/**
 * The server cannot be reached and the process's bank is not on this device: nothing to make a
 * test from, which is not the same as a bank with no questions for a choice.
 */
export class BankNotDownloadedError extends Error {
  constructor(readonly idProceso: number) {
    super(`El banco del proceso ${idProceso} no está en este dispositivo`);
    this.name = 'BankNotDownloadedError';
  }
}

/**
 * `read` (the server first, the kept bank when it cannot be reached), with "unreachable and no
 * bank kept" said as BankNotDownloadedError.
 */
async function needingBank<T>(idProceso: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isUnreachable(error)) throw new BankNotDownloadedError(idProceso);
    throw error;
  }
}

/** Keeps the process's bank current in the background; failures only mean "not now". */
export function refreshBank(idProceso: number): Promise<unknown> {
  return syncBank(idProceso).catch(() => undefined);
}

export function loadSecciones(idProceso: number): Promise<string[]> {
  return needingBank(idProceso, () => seccionesForForm(idProceso));
}

/**
 * The sections offered in a mode: those with at least one topic that fits it (the 'psico -'
 * rule), so a normal test never offers 'Psicotécnicos' and a psychotechnic one only the
 * sections it can draw from.
 */
export async function loadSeccionesForMode(
  idProceso: number,
  psicotecnico: boolean,
): Promise<string[]> {
  const secciones = await loadSecciones(idProceso);
  const fits = await Promise.all(
    secciones.map(
      async (seccion) => (await loadTemas(idProceso, [seccion], psicotecnico)).length > 0,
    ),
  );
  return secciones.filter((_, i) => fits[i]);
}

/** The topics of the chosen sections that fit the mode (the 'psico -' rule). */
export async function loadTemas(
  idProceso: number,
  secciones: readonly string[],
  psicotecnico: boolean,
) {
  const lists = await Promise.all(
    secciones.map((seccion) => needingBank(idProceso, () => temasForForm(idProceso, seccion))),
  );
  return topicsForMode([...new Set(lists.flat())], psicotecnico);
}

export function generateQuestions(idProceso: number, criteria: TestCriteria): Promise<Pregunta[]> {
  const params = new URLSearchParams({
    proceso_id: String(idProceso),
    secciones: criteria.secciones.join(','),
    temas: criteria.temas.join(','),
    numPreguntas: String(criteria.numPreguntas),
    psicotecnico: String(criteria.psicotecnico),
  });
  return needingBank(idProceso, () =>
    serverOrKeptBank(
      idProceso,
      async () => generaTestResponseSchema.parse(await api(`genera_test.php?${params.toString()}`)),
      () => localTest(idProceso, criteria),
    ),
  );
}

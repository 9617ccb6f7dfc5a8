import type { Incidencia, PreguntaCorreccion } from '@/core/contract';
import { api } from '@/lib/api-client';

export async function listIssueReports(estado: Incidencia['estado']): Promise<Incidencia[]> {
  return (await api<{ incidencias: Incidencia[] }>(`incidencias.php?estado=${estado}`)).incidencias;
}

/** Closes every open report of the report's question, fixing or retiring it when `pregunta` says so. */
export async function resolveIssueReport(
  id: number,
  pregunta?: PreguntaCorreccion,
): Promise<number> {
  const res = await api<{ resueltas: number }>('incidencias.php', {
    body: { action: 'resolver', id, ...(pregunta ? { pregunta } : {}) },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  return res.resueltas;
}

/** One card per question: its open reports together, since resolving closes them all. */
export interface QuestionReports {
  first: Incidencia;
  reports: Incidencia[];
}

export function groupByQuestion(items: readonly Incidencia[]): QuestionReports[] {
  const groups = new Map<number, QuestionReports>();
  for (const item of items) {
    const group = groups.get(item.id_pregunta);
    if (group) group.reports.push(item);
    else groups.set(item.id_pregunta, { first: item, reports: [item] });
  }
  return [...groups.values()];
}

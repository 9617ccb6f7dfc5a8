import type { BankQuestion } from '../../src/core/formats/gift';
import type { Db } from '../db';
import { preguntas } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CHUNK = 500;

/** Stores parsed questions in a process's bank; `indice` starts at 1 as api.md says. */
export async function insertQuestions(tx: Db | Tx, idProceso: number, questions: readonly BankQuestion[]) {
  const rows = questions.map((q) => ({
    idProceso,
    seccion: q.seccion,
    tema: q.tema,
    pregunta: q.pregunta,
    respuestas: q.respuestas.map((respuesta, i) => ({ indice: i + 1, respuesta })),
    correctaIndice: q.correcta + 1,
    fuente: q.fuente,
    ref: q.ref,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(preguntas).values(rows.slice(i, i + CHUNK));
  }
  return rows.length;
}

// Puts parsed questions into a process's bank (table preguntas). The starter banks use
// insertQuestions on a new process; the SA tools use importQuestions, which recognises the
// questions the bank already holds so that importing an exported file again changes nothing.
import { sql } from 'drizzle-orm';
import type { BankQuestion } from '../../src/core/formats/types';
import type { Db } from '../db';
import { recordChange } from '../db/changes';
import type { StoredQuestion } from '../db/repositories/banks';
import { listBankQuestions } from '../db/repositories/banks';
import type { StoredOption } from '../db/schema';
import { textKey } from './read-file';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A question on its way to the bank: the formats' BankQuestion plus, for generated figure
 * series, the figure it shows. `imagen` left out means "keep the stored one" on an update (a
 * bank file has no place for it).
 */
export interface BankRow extends BankQuestion {
  imagen?: string | null;
}

const CHUNK = 1_000;

function storedOptions(q: BankRow): StoredOption[] {
  return q.respuestas.map((respuesta, i) => ({ indice: i + 1, respuesta }));
}

/** A question as the JSON rows the insert and update statements read. */
function jsonRow(q: BankRow) {
  return {
    imagen: q.imagen ?? null,
    con_imagen: q.imagen !== undefined,
    seccion: q.seccion,
    tema: q.tema,
    pregunta: q.pregunta,
    respuestas: storedOptions(q),
    correcta_indice: q.correcta + 1,
    fuente: q.fuente,
    explicacion: q.explicacion,
    ref: q.ref,
  };
}

/**
 * Stores parsed questions in a process's bank, in file order; `indice` starts at 1 as api.md
 * says. Generated questions go in as drafts (`pendienteRevision`) until the SA publishes them.
 * Each chunk travels as one JSON parameter: on PGlite that is several times cheaper than
 * binding eight parameters per row (bench/import.ts).
 */
export async function insertQuestions(
  tx: Db | Tx,
  idProceso: number,
  questions: readonly BankRow[],
  { pendienteRevision = false }: { pendienteRevision?: boolean } = {},
) {
  for (let i = 0; i < questions.length; i += CHUNK) {
    const values = JSON.stringify(questions.slice(i, i + CHUNK).map(jsonRow));
    await tx.execute(sql`
      insert into preguntas (id_proceso, seccion, tema, pregunta, respuestas, correcta_indice, fuente, explicacion, imagen, ref, pendiente_revision)
      select ${idProceso}, v.seccion, v.tema, v.pregunta, v.respuestas, v.correcta_indice, v.fuente, v.explicacion, v.imagen, v.ref, ${pendienteRevision}
      from rows from (jsonb_to_recordset(${values}::jsonb) as (
        seccion text, tema text, pregunta text, respuestas jsonb, correcta_indice integer, fuente text,
        explicacion text, imagen text, ref text
      )) with ordinality as v(seccion, tema, pregunta, respuestas, correcta_indice, fuente, explicacion, imagen, ref, n)
      order by v.n`);
  }
  // Published questions bump the process's bank_version (migration 0013); drafts do not.
  if (questions.length > 0 && !pendienteRevision)
    recordChange(tx, { table: 'procesos', id: idProceso });
  return questions.length;
}

/** A stored question as the formats see it: options in `indice` order, `correcta` from 0. */
export function toBankQuestion(row: StoredQuestion): BankQuestion {
  const options = [...row.respuestas].sort((a, b) => a.indice - b.indice);
  return {
    seccion: row.seccion,
    tema: row.tema,
    pregunta: row.pregunta,
    respuestas: options.map((o) => o.respuesta),
    correcta: options.findIndex((o) => o.indice === row.correctaIndice),
    fuente: row.fuente,
    explicacion: row.explicacion,
    ref: row.ref,
  };
}

function sameContent(a: BankRow, b: BankQuestion, storedImagen: string | null): boolean {
  return (
    (a.imagen === undefined || a.imagen === storedImagen) &&
    textKey(a) === textKey(b) &&
    a.correcta === b.correcta &&
    a.fuente === b.fuente &&
    a.explicacion === b.explicacion &&
    (a.ref === null || a.ref === b.ref) &&
    a.respuestas.length === b.respuestas.length &&
    a.respuestas.every((r, i) => r === b.respuestas[i])
  );
}

export interface ImportCounts {
  nuevas: number;
  actualizadas: number;
  sinCambios: number;
}

/**
 * Adds the questions to the bank of a process, in the caller's transaction. A question is the
 * one already stored when it has the same `ref`, or, having none, the same text in the same
 * section and topic: that one is updated (its retired state is kept) instead of duplicated.
 * The caller has already refused files that repeat a question.
 */
export async function importQuestions(
  tx: Db | Tx,
  idProceso: number,
  questions: readonly BankRow[],
): Promise<ImportCounts> {
  const stored = await listBankQuestions(tx, idProceso);
  const byRef = new Map<string, StoredQuestion>();
  const byText = new Map<string, StoredQuestion>();
  for (const row of stored) {
    if (row.ref !== null) byRef.set(row.ref, row);
    if (!byText.has(textKey(row))) byText.set(textKey(row), row);
  }
  const used = new Set<number>();
  const inserts: BankRow[] = [];
  const updates: { id: number; q: BankRow }[] = [];
  let sinCambios = 0;
  for (const q of questions) {
    const byItsText = byText.get(textKey(q));
    const match =
      q.ref !== null
        ? (byRef.get(q.ref) ?? (byItsText?.ref === null ? byItsText : undefined))
        : byItsText;
    if (!match || used.has(match.id)) {
      inserts.push(q);
      continue;
    }
    used.add(match.id);
    if (sameContent(q, toBankQuestion(match), match.imagen)) sinCambios += 1;
    else updates.push({ id: match.id, q });
  }
  await insertQuestions(tx, idProceso, inserts);
  for (let i = 0; i < updates.length; i += CHUNK)
    await updateChunk(tx, updates.slice(i, i + CHUNK));
  if (updates.length > 0) recordChange(tx, { table: 'procesos', id: idProceso });
  return { nuevas: inserts.length, actualizadas: updates.length, sinCambios };
}

/** One statement per chunk: the new values travel as a JSON array joined on the id. */
async function updateChunk(tx: Db | Tx, chunk: { id: number; q: BankRow }[]) {
  const values = JSON.stringify(chunk.map(({ id, q }) => ({ id, ...jsonRow(q) })));
  await tx.execute(sql`
    update preguntas as p set
      seccion = v.seccion,
      tema = v.tema,
      pregunta = v.pregunta,
      respuestas = v.respuestas,
      correcta_indice = v.correcta_indice,
      fuente = v.fuente,
      explicacion = v.explicacion,
      imagen = case when v.con_imagen then v.imagen else p.imagen end,
      ref = coalesce(v.ref, p.ref)
    from jsonb_to_recordset(${values}::jsonb) as v(
      id integer, seccion text, tema text, pregunta text, respuestas jsonb,
      correcta_indice integer, fuente text, explicacion text, imagen text, con_imagen boolean, ref text
    )
    where p.id = v.id`);
}

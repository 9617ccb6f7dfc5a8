// What the results screen shows, built from either source of a finished test: the full record
// kept when the test was finished on this device (ResultRecord), or the history item the server
// gives plus the questions of the process's bank kept here, with what that cannot rebuild said.
import type {
  NotaMinima,
  Opcion,
  PreguntaCorregida,
  TestQuestion,
  TipoTest,
} from '@/core/contract';
import { SIN_RESPONDER } from '@/core/contract/base';
import type { Breakdown } from '@/core/quiz';
import { breakdown, letterAt, letterOf, optionOrder, scoreTest } from '@/core/quiz';
import type { LocalTest, ResultRecord, TestConfig } from '@/lib/db/schema';

export type Estado = 'acertada' | 'fallada' | 'en_blanco';

export interface ReviewItem {
  n: number;
  question: TestQuestion;
  /** The options in the order the test showed them; null when they are not known here. */
  options: Opcion[] | null;
  chosen: number | null;
  estado: Estado;
  marcada: boolean;
  /** 'B. …' (the letter it had on screen) or 'Sin responder'. */
  userText: string;
  correctText: string;
}

export interface ResultView {
  uuid: string;
  idProceso: number;
  descripcion: string | null;
  tipo: TipoTest;
  psicotecnico: boolean;
  finishedAt: number;
  total: number;
  aciertos: number;
  /** Answered wrong; blanks apart (the stored record's fallos counts both). */
  fallos: number;
  enBlanco: number;
  marcadas: number;
  nota: number;
  notaPenalizada: number;
  /** Null when the process's penalty is not known on this device. */
  penalizacion: number | null;
  notaMinima: NotaMinima | null;
  minutos: number;
  tiempoEmpleadoS: number;
  timedOut: boolean;
  breakdown: Breakdown | null;
  items: ReviewItem[];
  /** What the view could not rebuild (a test finished on another device). */
  missing: string[];
  /** The configuration to repeat the test with, when its questions are all known. */
  repeat: TestConfig | null;
}

function textOf(options: readonly Opcion[], indice: number | null): string {
  if (indice === null) return SIN_RESPONDER;
  const position = options.findIndex((o) => o.indice === indice);
  return position === -1
    ? SIN_RESPONDER
    : `${letterAt(position)}. ${options[position]?.respuesta ?? ''}`;
}

const estadoOf = (chosen: number | null, correcta: number): Estado =>
  chosen === null ? 'en_blanco' : chosen === correcta ? 'acertada' : 'fallada';

/** The results of a test finished on this device: everything is known. */
export function viewOfRecord(record: ResultRecord): ResultView {
  const { questions, respuestas, config } = record;
  const ids = questions.map((q) => q.id);
  const marked = new Set(record.marcadas);
  const items = questions.map((question, i): ReviewItem => {
    const options = optionOrder(question.respuestas, config.barajar ?? false, ids, question.id);
    const chosen = respuestas[String(question.id)] ?? null;
    return {
      n: i + 1,
      question,
      options,
      chosen,
      estado: estadoOf(chosen, question.correcta_indice),
      marcada: marked.has(question.id),
      userText: textOf(options, chosen),
      correctText: textOf(options, question.correcta_indice),
    };
  });
  const score = scoreTest(questions, respuestas, record.penalizacion);
  return {
    uuid: record.uuid,
    idProceso: config.idProceso,
    descripcion: record.descripcion,
    tipo: config.tipo,
    psicotecnico: config.psicotecnico,
    finishedAt: record.finishedAt,
    total: questions.length,
    aciertos: score.aciertos,
    fallos: score.fallos - score.en_blanco,
    enBlanco: score.en_blanco,
    marcadas: items.filter((item) => item.marcada).length,
    nota: score.nota,
    notaPenalizada: score.nota_penalizada,
    penalizacion: record.penalizacion,
    notaMinima: record.notaMinima,
    minutos: config.minutos,
    tiempoEmpleadoS: Math.max(0, config.minutos * 60 - record.tiempoRestanteS),
    timedOut: record.timedOut,
    breakdown: breakdown(questions, respuestas),
    items,
    missing: [],
    repeat: config,
  };
}

/** The indice of an answer stored as 'C. texto' (letters by the bank's indice), null for a blank. */
export function indiceOfText(text: string): number | null {
  const match = /^([A-Z])\. /.exec(text);
  return match?.[1] ? match[1].charCodeAt(0) - 64 : null;
}

const split = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The results of a test this device knows only from the history: its corrections, completed
 * with each question of the kept bank (`bank`, by id). The server keeps neither the marks nor
 * the order the questions and options were shown in; a question missing from the bank shows
 * only the texts of its correction.
 */
export function viewOfHistory(
  test: LocalTest,
  corrections: { acertadas: PreguntaCorregida[]; falladas: PreguntaCorregida[] },
  bank: ReadonlyMap<number, TestQuestion>,
  proceso: { penalizacion: number; nota_minima?: NotaMinima | null } | null,
): ResultView {
  const all = [
    ...corrections.acertadas.map((c) => ({ c, right: true })),
    ...corrections.falladas.map((c) => ({ c, right: false })),
  ].sort((a, b) => a.c.id - b.c.id);
  let unknown = 0;
  const items = all.map(({ c, right }, i): ReviewItem => {
    const known = bank.get(c.id);
    const chosen = c.respuesta_usuario === SIN_RESPONDER ? null : indiceOfText(c.respuesta_usuario);
    const estado: Estado = right
      ? 'acertada'
      : c.respuesta_usuario === SIN_RESPONDER
        ? 'en_blanco'
        : 'fallada';
    if (!known) unknown += 1;
    const options = known ? optionOrder(known.respuestas, false, [], c.id) : null;
    return {
      n: i + 1,
      question: known ?? {
        id: c.id,
        pregunta: c.pregunta,
        respuestas: [],
        correcta_indice: c.correcta_indice,
      },
      options,
      chosen,
      estado,
      marcada: false,
      // As stored: the letters are the bank's, which is also the order shown here.
      userText: c.respuesta_usuario,
      correctText:
        c.respuesta_correcta ||
        (options ? textOf(options, c.correcta_indice) : `${letterOf(c.correcta_indice)}.`),
    };
  });
  const missing = [
    'las preguntas que marcaste',
    'el orden en que salieron las preguntas y sus opciones (se muestran en el orden del banco)',
  ];
  if (unknown > 0) {
    missing.push(
      `la sección, el tema, la fuente, la explicación y las opciones de ${unknown === 1 ? '1 pregunta' : `${unknown} preguntas`} que no están en el banco guardado en este dispositivo`,
    );
  }
  if (items.length < test.num_preguntas) {
    missing.push(
      `${test.num_preguntas - items.length} de las ${test.num_preguntas} preguntas, que el historial no trae corregidas`,
    );
  }
  const placed = items.map((item) => item.question);
  const respuestas = Object.fromEntries(
    items.map((item) => [String(item.question.id), item.chosen]),
  );
  const complete = unknown === 0 && items.length === test.num_preguntas && items.length > 0;
  return {
    uuid: test.uuid,
    idProceso: test.id_proceso,
    descripcion: test.descripcion,
    tipo: test.tipo_test,
    psicotecnico: test.psicotecnico,
    finishedAt: test.finishedAt,
    total: test.num_preguntas,
    aciertos: test.aciertos,
    fallos: Math.max(0, test.fallos - test.en_blanco),
    enBlanco: test.en_blanco,
    marcadas: 0,
    nota: test.nota ?? 0,
    notaPenalizada: test.nota_penalizada ?? test.nota ?? 0,
    penalizacion: proceso?.penalizacion ?? null,
    notaMinima: proceso?.nota_minima ?? null,
    minutos: test.tiempo,
    tiempoEmpleadoS: Math.max(0, test.tiempo * 60 - test.tiempo_restante),
    timedOut: false,
    breakdown: items.length > 0 ? breakdown(placed, respuestas) : null,
    items,
    missing,
    repeat: complete
      ? {
          idProceso: test.id_proceso,
          tipo: test.tipo_test,
          psicotecnico: test.psicotecnico,
          secciones: split(test.secciones),
          temas: split(test.temas),
          numPreguntas: test.num_preguntas,
          minutos: test.tiempo,
          barajar: true,
        }
      : null,
  };
}

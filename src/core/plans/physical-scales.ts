// The official scales of the physical tests of a physical plan's tipo_prueba:
// their shape and how a mark is scored on them. The scales themselves, with their sources,
// are in server/content/escalas-fisicas.ts; the server sends them with the marks, so the
// device can score a mark logged offline exactly as the server will.

export type Sexo = 'hombre' | 'mujer';
export type Unidad = 'segundos' | 'repeticiones' | 'metros';

/** One band of a points table: the mark at least `desde` (more is better) or at most `hasta` (less is better). */
export interface Banda {
  puntos: number;
  limite: number;
}

export interface PruebaFisica {
  /** Stable id, e.g. 'pn-circuito-h'. */
  id: string;
  nombre: string;
  /** 'todos' where the test is the same for everyone. */
  sexo: Sexo | 'todos';
  unidad: Unidad;
  /** 'menor': a lower mark is better (times); 'mayor': a higher one is (repetitions, hang time). */
  mejor: 'menor' | 'mayor';
  /** Decimals the scale is written in (tenths for the circuit, whole seconds for the hang). */
  decimales: number;
  /**
   * 'puntos': a 0-10 points table (bands best first; a mark outside every band is 0 points).
   * 'apto': a minimum mark only (Apto / No apto). 'sin_escala': no single official scale.
   */
  tipo: 'puntos' | 'apto' | 'sin_escala';
  bandas: Banda[];
  /** For 'apto': the worst mark that still passes. */
  minimo: number | null;
  /** A caveat the user must read (e.g. figures not confirmed against the current call). */
  nota: string | null;
}

export interface EscalaFisica {
  id: string;
  nombre: string;
  /** The official text the figures come from. */
  fuente: string;
  pruebas: PruebaFisica[];
}

export interface Puntuacion {
  /** 0-10 on a points table; null on an 'apto' or 'sin_escala' test. */
  puntos: number | null;
  /** False when the mark does not pass (0 points, or worse than the minimum); null without a scale. */
  apto: boolean | null;
  /** What the screens show, e.g. '7 puntos', 'Apto', 'No apto (eliminatorio)'. */
  etiqueta: string;
}

/** The mark as the scale reads it: cut to the scale's decimals, never in the user's favour. */
export function markAtScale(
  prueba: Pick<PruebaFisica, 'decimales' | 'mejor'>,
  valor: number,
): number {
  const f = 10 ** prueba.decimales;
  const scaled = Math.round(valor * f * 1e6) / 1e6;
  return (prueba.mejor === 'menor' ? Math.ceil(scaled) : Math.floor(scaled)) / f;
}

const passes = (prueba: PruebaFisica, valor: number, limite: number) =>
  prueba.mejor === 'menor' ? valor <= limite : valor >= limite;

export function scoreMark(prueba: PruebaFisica, valor: number): Puntuacion {
  const mark = markAtScale(prueba, valor);
  if (prueba.tipo === 'sin_escala')
    return { puntos: null, apto: null, etiqueta: 'Sin escala oficial única' };
  if (prueba.tipo === 'apto') {
    const apto = prueba.minimo !== null && passes(prueba, mark, prueba.minimo);
    return { puntos: null, apto, etiqueta: apto ? 'Apto' : 'No apto' };
  }
  const band = prueba.bandas.find((b) => passes(prueba, mark, b.limite));
  const puntos = band?.puntos ?? 0;
  return {
    puntos,
    apto: puntos > 0,
    etiqueta:
      puntos > 0 ? `${puntos} ${puntos === 1 ? 'punto' : 'puntos'}` : '0 puntos (eliminatorio)',
  };
}

/** Spanish number with a comma, without trailing zeros: 9.8 → '9,8'. */
function es(n: number): string {
  return n.toLocaleString('es-ES', { maximumFractionDigits: 2, useGrouping: false });
}

/** A mark for the screens: '3:45' for times of a minute or more, '9,8 s', '12 rep.'. */
export function formatMark(prueba: Pick<PruebaFisica, 'unidad'>, valor: number): string {
  if (prueba.unidad === 'repeticiones') return `${es(valor)} rep.`;
  if (prueba.unidad === 'metros') return `${es(valor)} m`;
  if (valor < 60) return `${es(valor)} s`;
  const min = Math.floor(valor / 60);
  const sec = Math.round((valor - min * 60) * 10) / 10;
  return `${min}:${sec < 10 ? '0' : ''}${es(sec)}`;
}

/**
 * Reads what the user typed: repetitions as a whole number; times as seconds ('9,8', '9.8')
 * or minutes and seconds ('3:45', '3:45,5', "3'45"). Null when it is not a valid mark.
 */
export function parseMark(unidad: Unidad, text: string): number | null {
  const t = text.trim().replace(/\s+/g, '').replace(/[″"]/g, '');
  if (unidad === 'repeticiones') {
    if (!/^\d{1,4}$/.test(t)) return null;
    return Number(t);
  }
  if (unidad === 'metros') {
    if (!/^\d{1,5}(?:[.,]\d{1,2})?$/.test(t)) return null;
    const metres = Number(t.replace(',', '.'));
    return metres > 0 ? metres : null;
  }
  const m = /^(?:(\d{1,3})[:'’])?(\d{1,5}(?:[.,]\d{1,2})?)$/.exec(t);
  if (!m?.[2]) return null;
  const seconds = Number(m[2].replace(',', '.'));
  if (m[1] !== undefined && seconds >= 60) return null;
  const total = (m[1] ? Number(m[1]) * 60 : 0) + seconds;
  return total > 0 && total <= 36_000 ? total : null;
}

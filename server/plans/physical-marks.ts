// A physical plan's marks as the API answers them: each stored mark scored on the official
// scale of the plan's tipo_prueba (server/content/escalas-fisicas.ts).
import type { Marca } from '../../src/core/contract/physical-marks';
import { scoreMark } from '../../src/core/plans/physical-scales';
import type { EscalaFisica } from '../../src/core/plans/physical-scales';
import { ESCALAS_FISICAS, pruebaOf } from '../content/escalas-fisicas';
import type { MarkRow } from '../db/repositories/physical-plans';

export function markView(escala: EscalaFisica, row: MarkRow): Marca {
  // A mark of a test of another scale (the plan's tipo_prueba changed) keeps its own scale.
  const prueba =
    pruebaOf(escala, row.prueba) ??
    ESCALAS_FISICAS.map((e) => pruebaOf(e, row.prueba)).find((p) => p !== null) ??
    null;
  const score = prueba
    ? scoreMark(prueba, row.valor)
    : { puntos: null, apto: null, etiqueta: 'Sin escala oficial única' };
  return {
    id: row.id,
    uuid: row.uuid,
    id_plan: row.planId,
    prueba: row.prueba,
    valor: row.valor,
    fecha: row.fecha,
    ...score,
  };
}

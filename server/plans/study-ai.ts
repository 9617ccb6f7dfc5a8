// The AI weekly study plan of a stored plan (plan_ia_personal.php and the function
// generar-plan-estudio): asks the provider outside any transaction, then stores the weeks, the
// summary and the motor on the plan in one short write.
import type { FastifyRequest } from 'fastify';
import type { AiMeta } from '../../src/core/contract';
import { PLAN_MSG } from '../../src/core/contract/plans';
import type { AiProvider } from '../ai';
import type { AiQuota } from '../ai/guards';
import { studyPlanTask } from '../ai/tasks';
import type { Db } from '../db';
import type { Executor } from '../db/repositories/executor';
import { findProcess, listTopicPairs } from '../db/repositories/processes';
import {
  findStudyPlanRow,
  hasStages,
  insertStages,
  updateStudyPlan,
} from '../db/repositories/study-plans';
import type { StoredStudyWeek } from '../db/schema';
import { HttpError } from '../http-error';
import { buildStages } from './study-stages';

export interface GeneratedStudyPlan {
  plan: StoredStudyWeek[];
  resumen_ia: string;
  meta: AiMeta;
}

export interface StudyAiRequest {
  userId: number;
  idPlan: number;
  /** Replace the plan's topics and sections when given. */
  temas?: string[];
  secciones?: string[];
  /** The process's name for the prompt; the stored process's when absent. */
  proceso?: string;
}

/** Runs the study-plan task for the user's plan; 404 when it is not theirs, 400 without topics. */
export async function generateStudyPlan(
  request: FastifyRequest,
  db: Db,
  ai: AiProvider,
  quota: AiQuota,
  input: StudyAiRequest,
): Promise<GeneratedStudyPlan> {
  const row = await findStudyPlanRow(db, input.userId, input.idPlan);
  if (!row) throw new HttpError(404, PLAN_MSG.notFound);
  const temas = input.temas ?? row.temas;
  if (temas.length === 0) throw new HttpError(400, PLAN_MSG.temas);
  const proceso =
    input.proceso?.trim() ||
    (row.idProceso !== null ? (await findProcess(db, row.idProceso))?.descripcion : undefined);
  await quota(request);
  const { value, meta } = await ai.run(studyPlanTask, {
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    temas,
    titulo: row.titulo,
    proceso,
  });
  return { plan: value.plan, resumen_ia: value.resumen_ia, meta };
}

/**
 * Stores the AI plan on the user's plan, with the topics and sections it was made from. A plan
 * without stages (created without topics) gets its stages and tasks from those topics now.
 */
export async function storeStudyPlan(
  tx: Executor,
  input: StudyAiRequest,
  generated: GeneratedStudyPlan,
): Promise<void> {
  const row = await findStudyPlanRow(tx, input.userId, input.idPlan, { forUpdate: true });
  if (!row) throw new HttpError(404, PLAN_MSG.notFound);
  const temas = input.temas ?? row.temas;
  const secciones = input.secciones ?? row.secciones;
  await updateStudyPlan(tx, input.userId, input.idPlan, {
    temas,
    secciones,
    planIa: { plan: generated.plan },
    resumenIa: generated.resumen_ia,
    motor: generated.meta.motor,
  });
  if (!(await hasStages(tx, row.id))) {
    const pairs = row.idProceso !== null ? await listTopicPairs(tx, row.idProceso) : [];
    await insertStages(tx, row.id, buildStages(temas, secciones, pairs));
  }
}

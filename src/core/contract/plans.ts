// The contract of study plans (planes_estudio.php, plan_ia_personal.php, the function
// generar-plan-estudio) and physical plans (planes_fisicos.php?action=), api.md and spec §3, §5.
import { isIsoDate } from '../ai-local/dates';
import { AI_MSG, aiMetaShape } from './ai';
import { PLANS_NOT_FOR_USUARIO } from './base';
import { physicalWeekSchema, studyWeekSchema } from './ai-output';
import { MSG, requiredString } from './common';
import { numericId, requestUserId } from './summaries';
import { z } from './zod';

export const PLAN_MSG = {
  // Spec §8 and §5 (study plans).
  notFound: 'Plan no encontrado',
  required: AI_MSG.required,
  temas: AI_MSG.temas,
  // Spec §2 and §5 (physical plans).
  physicalNotFound: 'No se encontró el plan físico.',
  titulo: 'El título es obligatorio',
  tipoPrueba: 'El tipo de prueba es obligatorio',
  fechaInicio: 'Selecciona la fecha de inicio',
  fechaFin: 'Selecciona la fecha de fin',
  // Ours.
  notForUsuario: PLANS_NOT_FOR_USUARIO,
  fecha: AI_MSG.fecha,
  fechaOrden: AI_MSG.fechaOrden,
  tooLong: 'El plan no puede durar más de 3 años',
  action: 'Acción no válida',
  method: 'Método no permitido para esta acción',
  idPlan: 'Falta id_plan o no es válido',
  idTarea: 'Falta id_tarea o no es válido',
  tareaNotFound: 'Tarea no encontrada',
  completada: 'completada debe ser 1 o 0',
  estado: 'Estado no válido: elige activo, completado o pausado',
  semana: 'Semana no válida',
  realizado: 'realizado debe ser true o false',
  textTooLong: 'Un campo de texto es demasiado largo',
  uuid: 'Identificador del plan no válido',
  idProceso: 'Falta el proceso o no es válido',
} as const;

/** Longest plan: about 3 years (157 weeks), within what a weekly AI plan may hold (200). */
export const MAX_PLAN_DAYS = 3 * 366;
export const ESTADOS_PLAN = ['activo', 'completado', 'pausado'] as const;
export type EstadoPlan = (typeof ESTADOS_PLAN)[number];

const title = (message: string) =>
  requiredString(message).trim().min(1, message).max(200, PLAN_MSG.textTooLong);
const descripcion = z
  .string({ error: MSG.invalidInput })
  .trim()
  .max(5000, PLAN_MSG.textTooLong)
  .nullable()
  .transform((v) => v ?? '');
const isoDate = (message: string) =>
  requiredString(message).trim().min(1, message).refine(isIsoDate, PLAN_MSG.fecha);
const planUuid = z.uuid({ error: PLAN_MSG.uuid }).optional();

/** Topics (or sections) as a list, or comma-joined as the spec sends them to the AI. */
const nameList = z
  .union(
    [
      z.array(z.string().trim().max(300, AI_MSG.fieldTooLong)).max(500, AI_MSG.fieldTooLong),
      z.string().max(20_000, AI_MSG.fieldTooLong),
    ],
    { error: MSG.invalidInput },
  )
  .transform((v) => [
    ...new Set((typeof v === 'string' ? v.split(',') : v).map((t) => t.trim()).filter(Boolean)),
  ]);
const temasList = nameList.refine((list) => list.length > 0, PLAN_MSG.temas);

/** Days from `from` to `to`, both yyyy-MM-dd. */
function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The one rule for a plan's dates: the end not before the start, and at most MAX_PLAN_DAYS. */
export function planDatesError(fechaInicio: string, fechaFin: string): string | null {
  if (!isIsoDate(fechaInicio) || !isIsoDate(fechaFin)) return PLAN_MSG.fecha;
  const days = spanDays(fechaInicio, fechaFin);
  if (days < 0) return PLAN_MSG.fechaOrden;
  return days > MAX_PLAN_DAYS ? PLAN_MSG.tooLong : null;
}

function checkDates(
  body: { fecha_inicio?: string | undefined; fecha_fin?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!body.fecha_inicio || !body.fecha_fin) return;
  const error = planDatesError(body.fecha_inicio, body.fecha_fin);
  if (error) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: error });
}

// ---------------------------------------------------------------- study plans

const completadaSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
    error: PLAN_MSG.completada,
  })
  .transform((v) => v === 1 || v === '1' || v === true);

const estadoSchema = z.enum(ESTADOS_PLAN, { error: PLAN_MSG.estado });
const withUser = { id_usuario: requestUserId };
const planRef = { id_plan: numericId(PLAN_MSG.idPlan), ...withUser };

export const studyPlanActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('listar'), ...withUser }),
    z
      .object({
        action: z.literal('crear'),
        uuid: planUuid,
        ...withUser,
        id_proceso: numericId(PLAN_MSG.required),
        titulo: title(PLAN_MSG.required),
        descripcion: descripcion.default(''),
        /** Defaults to today (Europe/Madrid) on the server. */
        fecha_inicio: isoDate(PLAN_MSG.required).optional(),
        fecha_fin: isoDate(PLAN_MSG.required),
        secciones: nameList.optional(),
        /** When given, the stages and tasks are made from them (see server/plans/study-stages.ts). */
        temas: temasList.optional(),
        /** Defaults to activo; a plan made offline and changed before it was sent carries it. */
        estado: estadoSchema.optional(),
      })
      .superRefine(checkDates),
    z.object({ action: z.literal('detalle'), ...planRef }),
    z
      .object({
        action: z.literal('actualizar'),
        ...planRef,
        titulo: title(PLAN_MSG.required).optional(),
        descripcion: descripcion.optional(),
        fecha_inicio: isoDate(PLAN_MSG.required).optional(),
        fecha_fin: isoDate(PLAN_MSG.required).optional(),
        estado: estadoSchema.optional(),
      })
      .superRefine(checkDates),
    z.object({ action: z.literal('eliminar'), ...planRef }),
    z.object({
      action: z.literal('marcar_tarea'),
      ...withUser,
      id_tarea: numericId(PLAN_MSG.idTarea),
      completada: completadaSchema,
    }),
  ],
  { error: PLAN_MSG.action },
);
export type StudyPlanAction = z.output<typeof studyPlanActionSchema>;

export const tareaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  completada: z.union([z.literal(0), z.literal(1)]),
  orden: z.number().int(),
});
export const etapaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** The stage's topics, comma-separated (spec §3). */
  descripcion: z.string(),
  orden: z.number().int(),
  tareas: z.array(tareaSchema),
});
export type Etapa = z.infer<typeof etapaSchema>;

export const studyPlanAiSchema = z.object({ plan: z.array(studyWeekSchema) });

export const studyPlanSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  id_proceso: z.number().int().nullable(),
  titulo: z.string(),
  descripcion: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  estado: z.string(),
  secciones: z.array(z.string()),
  temas: z.array(z.string()),
  /** Percent of tasks done, rounded, as a numeric string (spec §3). */
  progreso: z.string(),
  tieneIA: z.boolean(),
  /** Study sessions (activities) in the AI weekly plan; 0 without one. */
  total_sesiones: z.number().int(),
  resumen_ia: z.string().nullable(),
  motor: z.string().nullable(),
  fecha: z.string(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;
export const studyPlanDetailSchema = studyPlanSchema.extend({
  plan_ia: studyPlanAiSchema.nullable(),
});

export const studyPlanListResponseSchema = z.object({
  success: z.literal(true),
  planes: z.array(studyPlanSchema),
});
export const studyPlanCreatedResponseSchema = z.object({
  success: z.literal(true),
  id_plan: z.number().int(),
  uuid: z.string().nullable(),
});
export const studyPlanDetailResponseSchema = z.object({
  success: z.literal(true),
  plan: studyPlanDetailSchema,
  etapas: z.array(etapaSchema),
});
export const taskMarkedResponseSchema = z.object({
  success: z.literal(true),
  id_tarea: z.number().int(),
  completada: z.union([z.literal(0), z.literal(1)]),
  /** The plan's progress after the change. */
  progreso: z.string(),
});
export const studyPlanResponseSchema = z.union([
  studyPlanListResponseSchema,
  studyPlanCreatedResponseSchema,
  studyPlanDetailResponseSchema,
  taskMarkedResponseSchema,
  z.object({ success: z.literal(true) }),
]);

export const planIaPersonalSchema = z.object({ ...planRef });
export const planIaPersonalResponseSchema = z.object({
  success: z.literal(true),
  plan_ia: studyPlanAiSchema,
  resumen_ia: z.string(),
  ...aiMetaShape,
});
export type PlanIaPersonalResponse = z.infer<typeof planIaPersonalResponseSchema>;

/**
 * POST /functions/generar-plan-estudio. The stored plan is the source of truth for its title,
 * description and dates (`titulo`, `descripcion` and `fechas` are accepted and not used);
 * `secciones` and `temas` replace the plan's when given.
 */
export const generarPlanEstudioRequestSchema = z.object({
  ...planRef,
  titulo: z.unknown().optional(),
  descripcion: z.unknown().optional(),
  fechas: z.unknown().optional(),
  proceso: z.string({ error: MSG.invalidInput }).max(300, AI_MSG.fieldTooLong).optional(),
  secciones: nameList.optional(),
  temas: temasList.optional(),
});
export const generarPlanEstudioResponseSchema = z.object({
  success: z.literal(true),
  id_plan: z.number().int(),
  total_sesiones: z.number().int(),
  ...aiMetaShape,
});
export type GenerarPlanEstudioResponse = z.infer<typeof generarPlanEstudioResponseSchema>;

// ------------------------------------------------------------- physical plans

export const PHYSICAL_ACTIONS = [
  'listar',
  'obtener',
  'crear',
  'actualizar',
  'eliminar',
  'generar_semana',
  'avance',
] as const;

export const physicalQuerySchema = z.object({
  action: z.enum(PHYSICAL_ACTIONS, { error: PLAN_MSG.action }),
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  id_usuario: requestUserId,
});

export const physicalPlanInputSchema = z
  .object({
    uuid: planUuid,
    ...withUser,
    id_plan: numericId(PLAN_MSG.idPlan).optional(),
    titulo: title(PLAN_MSG.titulo),
    tipo_prueba: title(PLAN_MSG.tipoPrueba),
    descripcion: descripcion.default(''),
    fecha_inicio: isoDate(PLAN_MSG.fechaInicio),
    fecha_fin: isoDate(PLAN_MSG.fechaFin),
  })
  .superRefine(checkDates);
export type PhysicalPlanInput = z.output<typeof physicalPlanInputSchema>;

export const physicalPlanRefSchema = z.object({
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  ...withUser,
});

export const generarSemanaSchema = z.object({
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  ...withUser,
  /** 1-based. */
  semana: z.number({ error: PLAN_MSG.semana }).int(PLAN_MSG.semana).min(1, PLAN_MSG.semana),
  /** The original's hint for a quicker answer; accepted and not used. */
  fast: z.unknown().optional(),
});

export const avanceSchema = z.object({
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  ...withUser,
  /** 0-based. */
  semana: z.number({ error: PLAN_MSG.semana }).int(PLAN_MSG.semana).min(0, PLAN_MSG.semana),
  realizado: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: PLAN_MSG.realizado })
    .transform((v) => v === true || v === 1),
});

export type PhysicalWeekData = z.infer<typeof physicalWeekSchema>;
export const physicalPlanAiSchema = z.object({
  /** Week i+1 at index i, or null while not generated. */
  plan: z.array(physicalWeekSchema.nullable()),
  resumen: z.string().nullable(),
});
export type PhysicalPlanAi = z.infer<typeof physicalPlanAiSchema>;

export const physicalPlanSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  titulo: z.string(),
  descripcion: z.string(),
  tipo_prueba: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  /** Completed weeks / total weeks, 0-1 (spec §4). */
  ia_avance_ratio: z.number(),
  /** max(generated weeks, ceil(days in range / 7)) (spec §9). */
  semanas: z.number().int(),
  semanas_generadas: z.number().int(),
  motor: z.string().nullable(),
  fecha: z.string(),
});
export type PhysicalPlan = z.infer<typeof physicalPlanSchema>;

export const physicalListResponseSchema = z.object({
  success: z.literal(true),
  planes: z.array(physicalPlanSchema),
});
export const physicalDetailResponseSchema = z.object({
  success: z.literal(true),
  plan: physicalPlanSchema,
  plan_ia: physicalPlanAiSchema,
  avance: z.array(z.boolean()),
  ia_avance_ratio: z.number(),
});
export const physicalCreatedResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  uuid: z.string().nullable(),
});
export const physicalWeekResponseSchema = z.object({
  success: z.literal(true),
  semana: z.number().int(),
  plan_semana: physicalWeekSchema,
  plan_ia: physicalPlanAiSchema,
  avance: z.array(z.boolean()),
  ia_avance_ratio: z.number(),
  ...aiMetaShape,
});
export type PhysicalWeekResponse = z.infer<typeof physicalWeekResponseSchema>;
export const avanceResponseSchema = z.object({
  success: z.literal(true),
  avance: z.array(z.boolean()),
  ia_avance_ratio: z.number(),
});
export const physicalResponseSchema = z.union([
  physicalListResponseSchema,
  physicalDetailResponseSchema,
  physicalCreatedResponseSchema,
  physicalWeekResponseSchema,
  avanceResponseSchema,
  z.object({ success: z.literal(true) }),
]);

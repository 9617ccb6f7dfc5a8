// The actions planes_fisicos.php answers beyond plans.ts (README, "Endpoints beyond api.md"):
// buscar_imagen_stock (spec §7) and the marks in the official tests of the plan's
// tipo_prueba (marcas_listar, marca_guardar, marca_eliminar).
import { isIsoDate } from '../ai-local/dates';
import { MSG, requiredString } from './common';
import { PHYSICAL_ACTIONS, PLAN_MSG, physicalQuerySchema } from './plans';
import { numericId, requestUserId } from './summaries';
import { z } from './zod';

export const MARK_MSG = {
  prueba: 'Elige una prueba de la lista',
  pruebaPlan: 'Esa prueba no es de las pruebas de este plan',
  valor: 'Escribe una marca válida (un número mayor que 0)',
  fecha: 'Escribe una fecha válida (aaaa-mm-dd)',
  idMarca: 'Falta el id de la marca o no es válido',
  marcaNotFound: 'No se encontró la marca.',
  q: 'Escribe el nombre del ejercicio',
  uuid: 'Identificador de la marca no válido',
} as const;

export const PHYSICAL_EXTRA_ACTIONS = [
  'buscar_imagen_stock',
  'marcas_listar',
  'marca_guardar',
  'marca_eliminar',
] as const;
export type PhysicalExtraAction = (typeof PHYSICAL_EXTRA_ACTIONS)[number];
export type PhysicalAnyAction = (typeof PHYSICAL_ACTIONS)[number] | PhysicalExtraAction;

/** planes_fisicos.php's query with every action this server answers. */
export const physicalAnyQuerySchema = physicalQuerySchema.extend({
  action: z.enum([...PHYSICAL_ACTIONS, ...PHYSICAL_EXTRA_ACTIONS], { error: PLAN_MSG.action }),
});

// ---------------------------------------------------------------- images

export const MAX_STOCK_IMAGES = 4;

export const buscarImagenSchema = z.object({
  q: requiredString(MARK_MSG.q).trim().min(1, MARK_MSG.q).max(300, PLAN_MSG.textTooLong),
  bloque: z.string({ error: MSG.invalidInput }).max(300, PLAN_MSG.textTooLong).nullish(),
  limit: z.coerce
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .min(1, MSG.invalidInput)
    .optional()
    .transform((v) => Math.min(v ?? MAX_STOCK_IMAGES, MAX_STOCK_IMAGES)),
});

/** Spec §3: media_url (an absolute URL) or path (served by this API, '/api/…'), and the credit. */
export const stockImageSchema = z.object({
  media_url: z.string().optional(),
  path: z.string().optional(),
  credit: z.string(),
  titulo: z.string().optional(),
});
export type StockImage = z.infer<typeof stockImageSchema>;
export const stockImagesResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(stockImageSchema),
});

// ---------------------------------------------------------------- marks

const sexoSchema = z.enum(['hombre', 'mujer', 'todos']);
const bandaSchema = z.object({ puntos: z.number(), limite: z.number() });
export const pruebaFisicaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  sexo: sexoSchema,
  unidad: z.enum(['segundos', 'repeticiones', 'metros']),
  mejor: z.enum(['menor', 'mayor']),
  decimales: z.number().int(),
  tipo: z.enum(['puntos', 'apto', 'sin_escala']),
  bandas: z.array(bandaSchema),
  minimo: z.number().nullable(),
  nota: z.string().nullable(),
});
export const escalaFisicaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  fuente: z.string(),
  pruebas: z.array(pruebaFisicaSchema),
});

export const marcaSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  id_plan: z.number().int(),
  prueba: z.string(),
  valor: z.number(),
  fecha: z.string(),
  puntos: z.number().nullable(),
  apto: z.boolean().nullable(),
  etiqueta: z.string(),
});
export type Marca = z.infer<typeof marcaSchema>;

export const marcasResponseSchema = z.object({
  success: z.literal(true),
  escala: escalaFisicaSchema,
  /** Oldest first. */
  marcas: z.array(marcaSchema),
});
export const marcaSavedResponseSchema = z.object({
  success: z.literal(true),
  marca: marcaSchema,
});

export const marcaGuardarSchema = z.object({
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  id_usuario: requestUserId,
  uuid: z.uuid({ error: MARK_MSG.uuid }).optional(),
  prueba: requiredString(MARK_MSG.prueba).trim().min(1, MARK_MSG.prueba).max(60, MARK_MSG.prueba),
  valor: z
    .number({ error: MARK_MSG.valor })
    .positive(MARK_MSG.valor)
    .max(36_000, MARK_MSG.valor)
    .refine(Number.isFinite, MARK_MSG.valor),
  fecha: requiredString(MARK_MSG.fecha).trim().refine(isIsoDate, MARK_MSG.fecha),
});

export const marcaEliminarSchema = z.object({
  id_plan: numericId(PLAN_MSG.idPlan).optional(),
  id_usuario: requestUserId,
  id: numericId(MARK_MSG.idMarca),
});

export const physicalExtraResponseSchema = z.union([
  stockImagesResponseSchema,
  marcasResponseSchema,
  marcaSavedResponseSchema,
]);

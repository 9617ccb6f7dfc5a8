// The contract of summaries (api.md "Summaries"): listar_resumenes, detalle_resumen,
// tecnica_resumen, extraer_texto and generar_resumen. Messages of spec §5 and §8 to the letter.
import { AI_MAX_TEXT, AI_MSG, aiMetaShape } from './ai';
import { MSG } from './common';
import { z } from './zod';

export const SUMMARY_MSG = {
  notFound: 'Resumen no encontrado',
  // Spec §5: the file upload and the create form.
  fileType: 'Solo se permiten archivos PDF, TXT, DOC o DOCX',
  fileSize: 'El archivo no debe superar los 20MB',
  textoRequired: 'Debes escribir contenido para generar el resumen',
  temaRequired: 'Debes completar al menos el tema',
  temaYResumen: 'Debes completar al menos el tema y el resumen',
  // Ours, for what the spec does not cover.
  fileMissing: 'Adjunta el archivo en el campo «archivo»',
  multipart: 'Envía el archivo como multipart/form-data en el campo «archivo»',
  uploadInvalid: 'El formulario de subida no es válido',
  fileEmpty: 'El archivo está vacío',
  fileUnreadable: 'No se pudo leer el archivo: puede estar dañado o protegido con contraseña',
  fileNoText: 'El archivo no contiene texto que se pueda extraer',
  unpackedTooLarge: 'El documento ocupa demasiado una vez descomprimido',
  nivelDetalle: 'El nivel de detalle debe ser «corto» o «largo»',
  tecnicaTooLong: 'La técnica no puede superar los 100.000 caracteres',
  tooManyUploads: 'Demasiados archivos seguidos. Espera un minuto y vuelve a intentarlo.',
  uuid: 'Identificador del resumen no válido',
  idProceso: 'El proceso no es válido',
  archivo: 'Los datos del archivo no son válidos',
} as const;

/** Spec §9: 20 MB (20*1024*1024 bytes). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UPLOAD_KINDS = ['pdf', 'txt', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** `archivo_tipo` as stored and shown: the MIME type of what the content turned out to be. */
export const UPLOAD_MIME: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** The longest extracted text returned: what generar_resumen and the AI tools accept. */
export const EXTRACTED_TEXT_MAX = AI_MAX_TEXT;
export const NIVELES_DETALLE = ['corto', 'largo'] as const;

/** A positive integer id given as a number or a numeric string (query strings, forms). */
export function numericId(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

/** `user_id` / `id_usuario` as sent; the server checks it against the token (resolveUserId). */
export const requestUserId = z
  .union([z.number(), z.string().max(20)], { error: MSG.invalidInput })
  .nullable()
  .optional();

const shortText = z.string({ error: MSG.invalidInput }).trim().max(300, AI_MSG.fieldTooLong);

export const resumenSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  id_proceso: z.number().int().nullable(),
  tema: z.string(),
  seccion: z.string(),
  resumen: z.string(),
  archivo_nombre: z.string().nullable(),
  /** Bytes. */
  archivo_tamano: z.number().int().nullable(),
  archivo_tipo: z.string().nullable(),
  tecnica: z.string().nullable(),
  /** Who wrote `resumen`: 'local', a model's name, or null when the user's text was saved as given. */
  motor: z.string().nullable(),
  /** ISO 8601 creation date. */
  fecha: z.string(),
  updated_at: z.string(),
});
export type Resumen = z.infer<typeof resumenSchema>;

export const listarResumenesQuerySchema = z.object({ id_usuario: requestUserId });
export const listarResumenesResponseSchema = z.object({
  success: z.literal(true),
  resumenes: z.array(resumenSchema),
});

export const detalleResumenQuerySchema = z.object({
  id: numericId('Falta el parámetro id o no es válido'),
});
export const detalleResumenResponseSchema = z.object({
  success: z.literal(true),
  resumen: resumenSchema,
});

export const tecnicaQuerySchema = z.object({
  resumen_id: numericId('Falta el parámetro resumen_id o no es válido'),
});
export const tecnicaResponseSchema = z.object({
  success: z.literal(true),
  tecnica: z.string().nullable(),
});
export const guardarTecnicaSchema = z.object({
  resumen_id: numericId('Falta resumen_id o no es válido'),
  tecnica: z
    .string({ error: 'Falta el texto de la técnica' })
    .max(AI_MAX_TEXT, SUMMARY_MSG.tecnicaTooLong),
  id_usuario: requestUserId,
});

export const extraerTextoResponseSchema = z.object({
  success: z.literal(true),
  texto: z.string(),
  archivo_nombre: z.string(),
  archivo_tamano: z.number().int(),
  archivo_tipo: z.string(),
  /** True when the text was longer than EXTRACTED_TEXT_MAX and was cut there. */
  truncado: z.boolean(),
});

/**
 * generar_resumen.php. `largo` summarises `texto` with the AI (the model, or the local engine);
 * `corto` saves `texto` as written. `uuid`, made by the client when the summary is created
 * (possibly offline), makes a re-sent summary land once and maps the local copy to its row.
 */
export const generarResumenSchema = z
  .object({
    uuid: z.uuid({ error: SUMMARY_MSG.uuid }).optional(),
    id_usuario: requestUserId,
    id_proceso: numericId(SUMMARY_MSG.idProceso).nullable().optional(),
    tema: shortText.default(''),
    seccion: shortText.default(''),
    texto: z.string({ error: MSG.invalidInput }).max(AI_MAX_TEXT, AI_MSG.textTooLong).default(''),
    nivel_detalle: z.enum(NIVELES_DETALLE, { error: SUMMARY_MSG.nivelDetalle }),
    archivo_nombre: z
      .string({ error: SUMMARY_MSG.archivo })
      .max(255, SUMMARY_MSG.archivo)
      .nullable()
      .optional(),
    archivo_tamano: z
      .number({ error: SUMMARY_MSG.archivo })
      .int(SUMMARY_MSG.archivo)
      .min(0, SUMMARY_MSG.archivo)
      .max(MAX_UPLOAD_BYTES, SUMMARY_MSG.fileSize)
      .nullable()
      .optional(),
    archivo_tipo: z
      .string({ error: SUMMARY_MSG.archivo })
      .max(200, SUMMARY_MSG.archivo)
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    const noText = body.texto.trim() === '';
    const noTema = body.tema === '';
    // Spec §5 order: for AI, the text first, then the topic; saving needs both.
    if (body.nivel_detalle === 'largo') {
      if (noText)
        ctx.addIssue({ code: 'custom', path: ['texto'], message: SUMMARY_MSG.textoRequired });
      else if (noTema)
        ctx.addIssue({ code: 'custom', path: ['tema'], message: SUMMARY_MSG.temaRequired });
    } else if (noText || noTema) {
      ctx.addIssue({ code: 'custom', path: ['tema'], message: SUMMARY_MSG.temaYResumen });
    }
  });
export type GenerarResumenInput = z.input<typeof generarResumenSchema>;
export type GenerarResumenRequest = z.output<typeof generarResumenSchema>;

export const generarResumenResponseSchema = z.object({
  success: z.literal(true),
  resumen: z.string(),
  id: z.number().int(),
  uuid: z.string().nullable(),
  ...aiMetaShape,
  /** 'local', the model's name, or null for a `corto` summary saved as written. */
  motor: z.string().nullable(),
});
export type GenerarResumenResponse = z.infer<typeof generarResumenResponseSchema>;

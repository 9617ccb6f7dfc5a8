// The contract of the super-admin tools (api.md "Generators", "Question quality", "Users"):
// generators, bank import and export, question reports and user levels.
import { MSG, NIVELES, nivelSchema } from './common';
import { z } from './zod';

export const ADMIN_MSG = {
  soloSA: 'Solo el super-administrador puede usar esta función',
  // Spec §5 "Generate test" and "Psychotechnics", to the letter.
  loginRequired: 'Debes iniciar sesión',
  selectProceso: 'Debes seleccionar un proceso',
  selectSeccion: 'Debes seleccionar o escribir una sección',
  selectTema: 'Debes seleccionar o escribir un tema',
  selectSecciones: 'Debes seleccionar al menos una sección',
  selectTemas: 'Debes seleccionar al menos un tema',
  // Spec §8 "Generators", to the letter.
  generarFailed: 'No se pudo generar el test',
  psicoFailed: 'No se pudieron generar los psicotécnicos',
  ningunaCombinacion: 'No se pudieron generar preguntas para ninguna combinación',
  numPreguntas: 'El número de preguntas debe estar entre 1 y 200',
  numPsicotecnicos: 'El número de preguntas debe estar entre 1 y 100',
  nombreLargo: 'El nombre no puede superar los 300 caracteres',
  textoLargo: 'El texto no puede superar los 200.000 caracteres',
  fuenteLarga: 'La fuente no puede superar los 500 caracteres',
  procesoNoExiste: 'El proceso no existe',
  sinTexto:
    'Escribe o pega el texto del que sacar las preguntas: no tienes resúmenes de este tema que usar en su lugar',
  textoSinPreguntas:
    'No se pudo sacar ninguna pregunta nueva de este texto. Prueba con un texto más largo o con otro apartado.',
  psicoSinNuevas: 'No se pudieron generar psicotécnicos nuevos para este tema',
  temaSinGenerador: (tema: string, temas: readonly string[]) =>
    `No hay generador de psicotécnicos para el tema «${tema}». Temas disponibles: ${temas.join(', ')}`,
  // Import and export.
  archivoRequerido: 'Adjunta un archivo en el campo «archivo»',
  archivoVacio: 'El archivo no contiene preguntas',
  archivoGrande: 'El archivo no debe superar los 20MB',
  noMultipart: 'Envía el archivo como multipart/form-data',
  formatoDesconocido: 'Formato de archivo no reconocido: usa GIFT, Aiken, Moodle XML o CSV',
  formato: 'Formato no válido: elige gift, aiken, moodle o csv',
  importRechazado: (n: number) =>
    n === 1
      ? 'Hay 1 pregunta con errores: no se ha importado nada'
      : `Hay ${n} preguntas con errores: no se ha importado nada`,
  refRepetida: (ref: string) => `La referencia «${ref}» está repetida en el archivo`,
  preguntaRepetida: (texto: string) => `Pregunta repetida en el archivo: «${texto}»`,
  bancoVacio: 'No hay preguntas que exportar con esos criterios',
  // Reports.
  motivoRequerido: 'Describe el error que has encontrado',
  motivoLargo: 'El motivo no puede superar los 1.000 caracteres',
  preguntaNoExiste: 'La pregunta no existe',
  yaReportada: 'Ya has reportado esta pregunta. Un administrador la revisará.',
  incidenciaNoExiste: 'La incidencia no existe',
  incidenciaResuelta: 'Esta incidencia ya está resuelta',
  // Users.
  usuarioNoExiste: 'El usuario no existe',
  ultimoSA:
    'No puedes quitarte el nivel de super-administrador: eres el último. Nombra antes a otro super-administrador.',
  nivel: 'Nivel no válido: elige SA, admin, usuario o invitado',
  accion: 'Acción no válida',
} as const;

export const GENERAR_MAX = 200;
export const GENERAR_DEFAULT = 50;
export const PSICO_MAX = 100;
export const PSICO_DEFAULT = 10;
export const TEXTO_MAX = 200_000;
export const MOTIVO_MAX = 1_000;
/** Open reports from this many different users keep a question out of new tests. */
export const REPORTES_PARA_RETIRAR = 3;

const NAME_MAX = 300;

/** A required trimmed name (sección, tema) with the spec's message when missing or blank. */
const nombre = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(NAME_MAX, ADMIN_MSG.nombreLargo);

const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

const count = (max: number, message: string, fallback: number) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);

/**
 * The destination of new questions: an existing process by id, or (free-text mode) a process
 * by name, created when no process has that name.
 */
const destino = {
  id_proceso: idOf(ADMIN_MSG.selectProceso).optional(),
  proceso: z
    .string({ error: ADMIN_MSG.selectProceso })
    .trim()
    .max(NAME_MAX, ADMIN_MSG.nombreLargo)
    .optional(),
  /** Accepted because the spec's client sends it; the server acts for the token's user. */
  id_usuario: z.unknown().optional(),
};
const hasDestino = (b: { id_proceso?: number; proceso?: string }) =>
  b.id_proceso !== undefined || (b.proceso !== undefined && b.proceso !== '');
const destinoIssue = { message: ADMIN_MSG.selectProceso, path: ['id_proceso'] };

export const generarPreguntasRequestSchema = z
  .object({
    ...destino,
    seccion: nombre(ADMIN_MSG.selectSeccion),
    tema: nombre(ADMIN_MSG.selectTema),
    num_preguntas: count(GENERAR_MAX, ADMIN_MSG.numPreguntas, GENERAR_DEFAULT),
    texto: z.string({ error: MSG.invalidInput }).max(TEXTO_MAX, ADMIN_MSG.textoLargo).default(''),
    /** Beyond api.md: the law or article the text comes from ('CE', 'Ley 39/2015', 'Art. 68 CE'). */
    fuente: z.string({ error: MSG.invalidInput }).trim().max(500, ADMIN_MSG.fuenteLarga).optional(),
  })
  .refine(hasDestino, destinoIssue);
export type GenerarPreguntasRequest = z.input<typeof generarPreguntasRequestSchema>;

/** Where the questions came from: the text sent, or the caller's summaries of the topic. */
export const ORIGENES = ['texto', 'resumenes'] as const;

export const generarPreguntasResponseSchema = z.object({
  ok: z.literal(true),
  preguntas: z.number().int(),
  id_proceso: z.number().int(),
  origen: z.enum(ORIGENES),
  motor: z.string(),
  aviso: z.string().optional(),
  /** Beyond api.md: the new questions are drafts for the SA's review (revision_preguntas.php), with these ids. */
  pendiente_revision: z.literal(true),
  ids: z.array(z.number().int()),
});
export type GenerarPreguntasResponse = z.infer<typeof generarPreguntasResponseSchema>;

export const generarPsicotecnicosRequestSchema = z
  .object({
    ...destino,
    seccion: nombre(ADMIN_MSG.selectSeccion),
    tema: nombre(ADMIN_MSG.selectTema),
    num_preguntas: count(PSICO_MAX, ADMIN_MSG.numPsicotecnicos, PSICO_DEFAULT),
  })
  .refine(hasDestino, destinoIssue);
export type GenerarPsicotecnicosRequest = z.input<typeof generarPsicotecnicosRequestSchema>;

export const generarPsicotecnicosResponseSchema = z.object({
  ok: z.literal(true),
  preguntas: z.number().int(),
  id_proceso: z.number().int(),
  /** The generator's own topic name ('Psico - …'), whatever spelling was sent. */
  tema: z.string(),
  pendiente_revision: z.literal(true),
  ids: z.array(z.number().int()),
});
export type GenerarPsicotecnicosResponse = z.infer<typeof generarPsicotecnicosResponseSchema>;

/** The bank formats of src/core/formats (BankFormat), named here so the contract stays small. */
export const FORMATOS_BANCO = ['gift', 'aiken', 'moodle', 'csv'] as const;
export const bankFormatSchema = z.enum(FORMATOS_BANCO, { error: ADMIN_MSG.formato });

/** The text fields sent with the file (multipart fields are strings). */
export const importarFieldsSchema = z
  .object({
    id_proceso: idOf(ADMIN_MSG.selectProceso).optional(),
    proceso: z.string().trim().max(NAME_MAX, ADMIN_MSG.nombreLargo).optional(),
    /** Destination for questions whose file names none (Aiken; GIFT and XML without category). */
    seccion: z.string().trim().max(NAME_MAX, ADMIN_MSG.nombreLargo).optional(),
    tema: z.string().trim().max(NAME_MAX, ADMIN_MSG.nombreLargo).optional(),
    /** Overrides the detection from the file's name and content. */
    formato: bankFormatSchema.optional(),
  })
  .refine(hasDestino, destinoIssue);

export const rechazadaSchema = z.object({ linea: z.number().int(), motivo: z.string() });

/**
 * A file with rejected items is an answer, not a failed request: `ok:false`, nothing imported,
 * and every rejected item with its line and reason.
 */
export const importarResponseSchema = z.object({
  ok: z.boolean(),
  /** Questions of the file now in the bank (nuevas + actualizadas + sin_cambios); 0 when refused. */
  preguntas: z.number().int(),
  nuevas: z.number().int(),
  actualizadas: z.number().int(),
  sin_cambios: z.number().int(),
  rechazadas: z.array(rechazadaSchema),
  formato: bankFormatSchema,
  /** Null when a refused file named a new process, which is then not created. */
  id_proceso: z.number().int().nullable(),
  error: z.string().optional(),
});
export type ImportarResponse = z.infer<typeof importarResponseSchema>;

/**
 * Sent by exportar_preguntas.php with a format that has no place for explanations (Aiken): how
 * many of the exported questions left theirs out, so that the screen can say so.
 */
export const EXPLICACIONES_OMITIDAS_HEADER = 'X-Explicaciones-Omitidas';

export const exportarQuerySchema = z.object({
  id_proceso: idOf('Falta el parámetro id_proceso'),
  formato: bankFormatSchema.default('gift'),
  seccion: z.string().trim().max(NAME_MAX).optional(),
  tema: z.string().trim().max(NAME_MAX).optional(),
});

// ---------------------------------------------------------------------------
// Question reports (incidencias)

export const ESTADOS_INCIDENCIA = ['abierta', 'resuelta'] as const;
export const estadoIncidenciaSchema = z.enum(ESTADOS_INCIDENCIA, {
  error: 'Estado no válido: abierta o resuelta',
});

export const crearIncidenciaSchema = z.object({
  id_pregunta: idOf('Falta la pregunta que quieres reportar'),
  motivo: z
    .string({ error: ADMIN_MSG.motivoRequerido })
    .trim()
    .min(1, ADMIN_MSG.motivoRequerido)
    .max(MOTIVO_MAX, ADMIN_MSG.motivoLargo),
});

const opcionTexto = z
  .string({ error: MSG.invalidInput })
  .trim()
  .min(1, 'Hay una opción vacía')
  .max(2_000);

/** A corrected question: what changes; `activa:false` retires it. */
export const preguntaCorreccionSchema = z
  .object({
    pregunta: z.string().trim().min(1, 'El enunciado no puede estar vacío').max(5_000).optional(),
    respuestas: z
      .array(z.object({ indice: z.number().int().min(1).max(26), respuesta: opcionTexto }))
      .min(2, 'Debe haber al menos dos opciones')
      .max(10, 'Como máximo 10 opciones')
      .optional(),
    correcta_indice: z.number().int().min(1).max(26).optional(),
    fuente: z.string().trim().max(500).nullable().optional(),
    activa: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.respuestas) return;
    const texts = p.respuestas.map((r) => r.respuesta.toLowerCase());
    if (new Set(texts).size !== texts.length)
      ctx.addIssue({ code: 'custom', message: 'Hay opciones repetidas' });
    const indices = p.respuestas.map((r) => r.indice);
    if (new Set(indices).size !== indices.length)
      ctx.addIssue({ code: 'custom', message: 'Hay dos opciones con el mismo índice' });
  });
export type PreguntaCorreccion = z.infer<typeof preguntaCorreccionSchema>;

export const resolverIncidenciaSchema = z.object({
  action: z.literal('resolver'),
  id: idOf('Falta la incidencia'),
  /** Absent: the reports are closed and the question stays as it is. */
  pregunta: preguntaCorreccionSchema.optional(),
});

/** POST incidencias.php: a new report, or `action:'resolver'`; each is then read with its own schema. */
export const incidenciasPostSchema = z
  .object({ action: z.enum(['crear', 'resolver'], { error: ADMIN_MSG.accion }).optional() })
  .loose();

export const incidenciasQuerySchema = z.object({
  estado: estadoIncidenciaSchema.default('abierta'),
});

export const incidenciaSchema = z.object({
  id: z.number().int(),
  id_pregunta: z.number().int(),
  pregunta: z.string(),
  motivo: z.string(),
  username: z.string().nullable(),
  fecha: z.string(),
  estado: z.enum(ESTADOS_INCIDENCIA),
  // Beyond api.md: what the SA needs to fix the question without another request.
  id_proceso: z.number().int(),
  proceso: z.string(),
  seccion: z.string(),
  tema: z.string(),
  respuestas: z.array(z.object({ indice: z.number().int(), respuesta: z.string() })),
  correcta_indice: z.number().int(),
  fuente: z.string().nullable(),
  activa: z.boolean(),
  /** Open reports of the same question, from different users. */
  abiertas: z.number().int(),
});
export type Incidencia = z.infer<typeof incidenciaSchema>;
export const incidenciasResponseSchema = z.object({
  success: z.literal(true),
  incidencias: z.array(incidenciaSchema),
});
export const crearIncidenciaResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
});
export const resolverIncidenciaResponseSchema = z.object({
  success: z.literal(true),
  /** Open reports of the question closed by this resolution. */
  resueltas: z.number().int(),
});

// ---------------------------------------------------------------------------
// Users

export const usuariosQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda no puede superar los 100 caracteres').optional(),
});
export const usuarioAdminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nivel: nivelSchema,
  total_tests: z.number().int(),
  ultima_actividad: z.string().nullable(),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdminSchema>;
export const usuariosResponseSchema = z.object({
  success: z.literal(true),
  usuarios: z.array(usuarioAdminSchema),
});
/** Most users a search returns; a narrower `q` finds the rest. */
export const USUARIOS_LIMIT = 100;

export const cambiarNivelSchema = z.object({
  action: z.literal('nivel', { error: ADMIN_MSG.accion }),
  id: idOf('Falta el usuario'),
  nivel: z.enum(NIVELES, { error: ADMIN_MSG.nivel }),
});
export const nivelResponseSchema = z.object({ success: z.literal(true) });

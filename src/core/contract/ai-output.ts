import { normalize } from '../ai-local/text';
import { z } from './zod';

// What a model must answer for each AI tool. The same shapes the local engine produces, so a
// model's answer that passes here can be used exactly like a local one.

const text = (max: number) => z.string().trim().min(1).max(max);

export const explicacionOutputSchema = z.object({ explicacion: text(20_000) });
export const tecnicaOutputSchema = z.object({ tecnica: text(50_000) });
export const descripcionOutputSchema = z.object({ descripcion: text(3_000) });
export const resumenOutputSchema = z.object({ resumen: text(200_000) });

export const generatedQuestionSchema = z
  .object({
    pregunta: text(5_000),
    respuestas: z
      .array(z.object({ indice: z.number().int().min(1).max(26), respuesta: text(2_000) }))
      .min(2)
      .max(10),
    correcta_indice: z.number().int(),
    fuente: z.string().max(500).nullable().default(null),
  })
  .superRefine((q, ctx) => {
    const indices = q.respuestas.map((r) => r.indice);
    const texts = q.respuestas.map((r) => normalize(r.respuesta).trim());
    if (new Set(indices).size !== indices.length)
      ctx.addIssue({ code: 'custom', message: 'índices repetidos' });
    if (new Set(texts).size !== texts.length)
      ctx.addIssue({ code: 'custom', message: 'respuestas repetidas' });
    if (!indices.includes(q.correcta_indice))
      ctx.addIssue({ code: 'custom', message: 'sin respuesta correcta' });
  });
export const preguntasOutputSchema = z.object({
  preguntas: z.array(generatedQuestionSchema).min(1).max(200),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const studyWeekSchema = z.object({
  semana: z.number().int().min(1),
  fecha_inicio: isoDay,
  fecha_fin: isoDay,
  temas_semana: z.array(z.string()),
  objetivos: z.array(z.string()),
  actividades: z.array(
    z.object({
      dia: z.string(),
      fecha: isoDay,
      duracion_horas: z.number().min(0).max(24),
      tema: z.string(),
      actividad: z.string(),
    }),
  ),
  notas: z.string(),
});
export const studyPlanOutputSchema = z.object({
  plan: z.array(studyWeekSchema).min(1).max(200),
  resumen_ia: text(5_000),
});

const exerciseSchema = z.object({
  nombre: text(200),
  series: z.coerce.number().int().min(1).max(50),
  reps: z.coerce.string(),
  rpe: z.coerce.number().min(1).max(10),
  tempo: z.string(),
  descanso: z.string(),
  notas: z.string(),
  explicacion_neofita: z.string(),
});

export const physicalWeekSchema = z.object({
  titulo: text(200),
  fecha_inicio: isoDay,
  fecha_fin: isoDay,
  resumen: z.string(),
  glosario: z.array(z.object({ termino: z.string(), significado: z.string() })),
  sesiones: z
    .array(
      z.object({
        dia: z.string(),
        bloques: z
          .array(
            z.object({
              tipo: z.string(),
              descripcion: z.string(),
              explicacion_neofita: z.string(),
              ejercicios: z.array(exerciseSchema).min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

import { z } from './zod';

export const healthResponseSchema = z.object({ ok: z.boolean(), db: z.boolean() });

export const configResponseSchema = z.object({
  bizum_telefono: z.string().nullable(),
  pago_tarjeta: z.boolean(),
  ia: z.object({ motor: z.string() }),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;

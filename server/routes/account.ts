// The user's own account (issue 11): profile changes with the current password checked,
// deletion of the account and everything it owns in one transaction, and the export of all of
// it as one JSON file (the GDPR right of access).
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  actualizarPerfilSchema,
  eliminarUsuarioSchema,
  errorBodySchema,
  MSG,
  successSchema,
} from '../../src/core/contract';
import { z } from '../../src/core/contract/zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { invalidateResetLinks } from '../auth/service';
import { hashOpaqueToken } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import {
  comentarios,
  donaciones,
  etapas,
  incidencias,
  perfilesPersonalidad,
  planesEstudio,
  planesFisicos,
  refreshTokens,
  resumenes,
  tareas,
  testProgress,
  testsRealizados,
  users,
} from '../db/schema';
import { HttpError } from '../http-error';
import { requireUser, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** Everything a user owns, for 'Descargar mis datos'. Password hashes and tokens stay out. */
export async function collectUserData(db: Db, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      nivel: users.nivel,
      nombre: users.nombre,
      telefono: users.telefono,
      fecha_alta: users.createdAt,
      ultima_actividad: users.lastActivity,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, MSG.notFound);
  const plans = await db.select().from(planesEstudio).where(eq(planesEstudio.userId, userId));
  const stages = plans.length
    ? await db.select().from(etapas).where(inArray(etapas.idPlan, plans.map((p) => p.id)))
    : [];
  const tasks = stages.length
    ? await db.select().from(tareas).where(inArray(tareas.idEtapa, stages.map((s) => s.id)))
    : [];
  return {
    exportado: new Date().toISOString(),
    usuario: user,
    tests_realizados: await db.select().from(testsRealizados).where(eq(testsRealizados.userId, userId)),
    tests_en_progreso: await db
      .select()
      .from(testProgress)
      .where(and(eq(testProgress.userId, userId), eq(testProgress.deleted, false))),
    comentarios: await db.select().from(comentarios).where(eq(comentarios.userId, userId)),
    incidencias: await db.select().from(incidencias).where(eq(incidencias.userId, userId)),
    resumenes: await db.select().from(resumenes).where(eq(resumenes.userId, userId)),
    planes_estudio: plans.map((plan) => ({
      ...plan,
      etapas: stages
        .filter((s) => s.idPlan === plan.id)
        .map((s) => ({ ...s, tareas: tasks.filter((t) => t.idEtapa === s.id) })),
    })),
    planes_fisicos: await db.select().from(planesFisicos).where(eq(planesFisicos.userId, userId)),
    perfiles_personalidad: await db
      .select()
      .from(perfilesPersonalidad)
      .where(eq(perfilesPersonalidad.userId, userId)),
    donaciones: await db
      .select({
        id: donaciones.id,
        importe_centimos: donaciones.amountCents,
        moneda: donaciones.currency,
        metodo: donaciones.metodo,
        estado: donaciones.estado,
        fecha: donaciones.createdAt,
      })
      .from(donaciones)
      .where(eq(donaciones.userId, userId)),
  };
}

export async function accountRoutes(app: FastifyInstance, { db }: { db: Db; config: ServerConfig }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/actualizar_perfil.php',
    {
      schema: {
        body: actualizarPerfilSchema.extend({
          // Beyond api.md: the device's own refresh token, so a new password ends every other
          // session but this one.
          refresh_token: z.string().max(200, MSG.invalidInput).optional(),
        }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { nombre, telefono, password_actual, nueva_password, refresh_token } = request.body;
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row) throw new HttpError(401, MSG.unauthorized);
      if (!(await verifyPassword(row.hash, password_actual))) throw new HttpError(400, ACCOUNT_MSG.wrongCurrent);
      if (nombre === undefined && telefono === undefined && nueva_password === undefined)
        throw new HttpError(400, ACCOUNT_MSG.nothingToChange);
      const newHash = nueva_password === undefined ? undefined : await hashPassword(nueva_password);
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          await tx
            .update(users)
            .set({
              ...(nombre === undefined ? {} : { nombre }),
              ...(telefono === undefined ? {} : { telefono }),
              ...(newHash === undefined ? {} : { passwordHash: newHash }),
            })
            .where(eq(users.id, user.id));
          if (newHash !== undefined) {
            await invalidateResetLinks(tx, user.id);
            let keepFamily: string | null = null;
            if (refresh_token) {
              const [current] = await tx
                .select({ familyId: refreshTokens.familyId })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.tokenHash, hashOpaqueToken(refresh_token)), eq(refreshTokens.userId, user.id)));
              keepFamily = current?.familyId ?? null;
            }
            await tx
              .update(refreshTokens)
              .set({ revokedAt: new Date() })
              .where(
                and(
                  eq(refreshTokens.userId, user.id),
                  isNull(refreshTokens.revokedAt),
                  ...(keepFamily ? [ne(refreshTokens.familyId, keepFamily)] : []),
                ),
              );
          }
          return { status: 200, body: { success: true as const } };
        }),
      );
    },
  );

  typed.post(
    '/eliminar_usuario.php',
    { schema: { body: eliminarUsuarioSchema, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const caller = requireUser(request);
      const targetId = resolveUserId(request, request.body.user_id);
      await db.transaction(async (tx) => {
        const [target] = await tx.select({ nivel: users.nivel }).from(users).where(eq(users.id, targetId)).for('update');
        if (!target) throw new HttpError(404, MSG.notFound);
        if (target.nivel === 'SA') {
          if (caller.nivel !== 'SA') throw new HttpError(403, MSG.forbidden);
          const [sas] = await tx.select({ n: count() }).from(users).where(eq(users.nivel, 'SA'));
          if ((sas?.n ?? 0) <= 1) throw new HttpError(409, ACCOUNT_MSG.lastSuperAdmin);
        }
        // Every table that belongs to a user references it with ON DELETE CASCADE; donations
        // are kept for accounting with the user set to null (schema.ts).
        await tx.delete(users).where(eq(users.id, targetId));
      });
      return { success: true as const };
    },
  );

  typed.get(
    '/exportar_mis_datos.php',
    { schema: { querystring: z.object({ user_id: z.string().optional() }) } },
    async (request, reply) => {
      const userId = resolveUserId(request, request.query.user_id);
      const data = await collectUserData(db, userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="opositor-mis-datos-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
}

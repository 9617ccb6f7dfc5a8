// The user's own account: profile changes with the current password checked,
// deletion of the account and everything it owns in one transaction, and the export of all of
// it as one JSON file (the GDPR right of access).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  actualizarPerfilSchema,
  eliminarUsuarioSchema,
  MSG,
  successSchema,
} from '../../src/core/contract';
import { z } from '../../src/core/contract/zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { invalidateResetLinks } from '../auth/service';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import {
  collectUserData,
  countSuperAdmins,
  deleteUser,
  findPasswordHash,
  lockUserLevel,
  revokeOtherSessions,
  updateProfile,
} from '../db/repositories/account';
import { HttpError } from '../http-error';
import { requireUser, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { errorSchemas } from './route-kit';

export async function accountRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: ServerConfig },
) {
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
        response: { 200: successSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { nombre, telefono, password_actual, nueva_password, refresh_token } = request.body;
      const hash = await findPasswordHash(db, user.id);
      if (hash === null) throw new HttpError(401, MSG.unauthorized);
      if (!(await verifyPassword(hash, password_actual)))
        throw new HttpError(400, ACCOUNT_MSG.wrongCurrent);
      if (nombre === undefined && telefono === undefined && nueva_password === undefined)
        throw new HttpError(400, ACCOUNT_MSG.nothingToChange);
      const newHash = nueva_password === undefined ? undefined : await hashPassword(nueva_password);
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          await updateProfile(tx, user.id, {
            ...(nombre === undefined ? {} : { nombre }),
            ...(telefono === undefined ? {} : { telefono }),
            ...(newHash === undefined ? {} : { passwordHash: newHash }),
          });
          if (newHash !== undefined) {
            await invalidateResetLinks(tx, user.id);
            await revokeOtherSessions(tx, user.id, refresh_token ?? null);
          }
          return { status: 200, body: { success: true as const } };
        }),
      );
    },
  );

  typed.post(
    '/eliminar_usuario.php',
    { schema: { body: eliminarUsuarioSchema, response: { 200: successSchema, ...errorSchemas } } },
    async (request) => {
      const caller = requireUser(request);
      const targetId = resolveUserId(request, request.body.user_id);
      await db.transaction(async (tx) => {
        const nivel = await lockUserLevel(tx, targetId);
        if (nivel === null) throw new HttpError(404, MSG.notFound);
        if (nivel === 'SA') {
          if (caller.nivel !== 'SA') throw new HttpError(403, MSG.forbidden);
          if ((await countSuperAdmins(tx)) <= 1)
            throw new HttpError(409, ACCOUNT_MSG.lastSuperAdmin);
        }
        await deleteUser(tx, targetId);
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
      if (!data) throw new HttpError(404, MSG.notFound);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="opositor-mis-datos-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
}

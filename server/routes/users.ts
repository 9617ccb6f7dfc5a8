import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  cambiarNivelSchema,
  nivelResponseSchema,
  usuariosQuerySchema,
  usuariosResponseSchema,
} from '../../src/core/contract';
import type { Nivel } from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Tx } from '../db/repositories/executor';
import {
  findUserLevel,
  lockSuperAdmins,
  searchUsers,
  setUserLevel,
} from '../db/repositories/users';
import { HttpError } from '../http-error';
import { requireLevel } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import type { WriteResult } from '../plugins/idempotency';
import { errorSchemas } from './route-kit';

async function changeLevel(
  tx: Tx,
  id: number,
  nivel: Nivel,
): Promise<WriteResult<{ success: true }>> {
  const superAdmins = await lockSuperAdmins(tx);
  const current = await findUserLevel(tx, id);
  if (current === null) throw new HttpError(404, ADMIN_MSG.usuarioNoExiste);
  // Only an SA gets here, so the last SA losing the level is always the caller demoting itself.
  if (current === 'SA' && nivel !== 'SA' && superAdmins.length <= 1)
    throw new HttpError(409, ADMIN_MSG.ultimoSA);
  if (current !== nivel) await setUserLevel(tx, id, nivel);
  return { status: 200, body: { success: true } };
}

/** SA user administration (api.md "Users"): search accounts and set their level. */
export async function userAdminRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: Parameters<typeof requireLevel>[0]) =>
    void requireLevel(request, 'SA');

  typed.get('/usuarios.php', {
    schema: {
      querystring: usuariosQuerySchema,
      response: { 200: usuariosResponseSchema, ...errorSchemas },
    },
    onRequest,
    handler: async (request) => ({
      success: true as const,
      usuarios: await searchUsers(db, request.query.q || undefined),
    }),
  });

  typed.post('/usuarios.php', {
    schema: { body: cambiarNivelSchema, response: { 200: nivelResponseSchema, ...errorSchemas } },
    onRequest,
    handler: async (request, reply) => {
      const { id, nivel } = request.body;
      return sendWrite(
        reply,
        await withIdempotency(request, db, (tx) => changeLevel(tx, id, nivel)),
      );
    },
  });
}

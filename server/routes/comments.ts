// Comments on questions (table comentarios), comentarios.php of api.md: anyone logged in reads
// and writes them; the author, admin and SA may edit and delete. The `rol` a client sends is
// ignored: who may do what comes from the token's user, loaded from the database.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENT_MSG,
  addCommentResponseSchema,
  addCommentSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  deleteCommentSchema,
  editCommentSchema,
  successSchema,
} from '../../src/core/contract';
import type { SessionUser } from '../auth/service';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Executor } from '../db/repositories/executor';
import {
  deleteComment,
  findCommentAuthor,
  insertComment,
  listComments,
  updateCommentText,
} from '../db/repositories/comments';
import { findQuestionProcess } from '../db/repositories/issue-reports';
import { HttpError } from '../http-error';
import { isStaff, requireUser, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { errorSchemas, loginFirst, parseBody } from './route-kit';

const done = { status: 200, body: { success: true as const } };

const mayEdit = (user: SessionUser, authorId: number) => user.id === authorId || isStaff(user);

/** The comment, or 404; 403 when the user may not change it. */
async function editable(db: Executor, user: SessionUser, id: number): Promise<void> {
  const authorId = await findCommentAuthor(db, id);
  if (authorId === null) throw new HttpError(404, COMMENT_MSG.notFound);
  if (!mayEdit(user, authorId)) throw new HttpError(403, COMMENT_MSG.forbidden);
}

export async function commentsRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/comentarios.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: commentsQuerySchema,
        response: { 200: commentsResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const rows = await listComments(db, request.query.id_pregunta);
      return {
        comentarios: rows.map((r) => ({
          id: r.id,
          id_proceso: r.idProceso,
          id_usuario: r.userId,
          id_pregunta: r.idPregunta,
          tipo: r.tipo,
          comentario: r.comentario,
          username: r.username,
          fecha: r.createdAt.toISOString(),
          rol: r.nivel,
          puede_editar: mayEdit(viewer, r.userId),
        })),
      };
    },
  );

  // POST adds a comment, or deletes one with {action:'delete', id} (spec §7).
  typed.post(
    '/comentarios.php',
    {
      onRequest: loginFirst,
      schema: { response: { 200: successSchema, 201: addCommentResponseSchema, ...errorSchemas } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body as Record<string, unknown> | null;
      if (body && typeof body === 'object' && 'action' in body) {
        const { id } = parseBody(deleteCommentSchema, body ?? {}, COMMENT_MSG.action);
        return sendWrite(
          reply,
          await withIdempotency(request, db, async (tx) => {
            await editable(tx, user, id);
            await deleteComment(tx, id);
            return done;
          }),
        );
      }
      const input = parseBody(addCommentSchema, body ?? {}, COMMENT_MSG.action);
      const authorId = resolveUserId(request, input.id_usuario);
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          const question = await findQuestionProcess(tx, input.id_pregunta);
          if (!question) throw new HttpError(404, COMMENT_MSG.questionNotFound);
          const id = await insertComment(tx, {
            idProceso: question.idProceso,
            idPregunta: input.id_pregunta,
            userId: authorId,
            tipo: input.tipo,
            comentario: input.comentario,
          });
          return { status: 201, body: { success: true as const, id } };
        }),
      );
    },
  );

  typed.put(
    '/comentarios.php',
    { onRequest: loginFirst, schema: { response: { 200: successSchema, ...errorSchemas } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, comentario } = parseBody(
        editCommentSchema,
        request.body ?? {},
        COMMENT_MSG.action,
      );
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          await editable(tx, user, id);
          await updateCommentText(tx, id, comentario);
          return done;
        }),
      );
    },
  );
}

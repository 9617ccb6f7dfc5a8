// Comments on questions (table comentarios), comentarios.php of api.md: anyone logged in reads
// and writes them; the author, admin and SA may edit and delete. The `rol` a client sends is
// ignored: who may do what comes from the token's user, loaded from the database.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from '../../src/core/contract/zod';
import {
  COMMENT_MSG,
  addCommentResponseSchema,
  addCommentSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  deleteCommentSchema,
  editCommentSchema,
  errorBodySchema,
  successSchema,
} from '../../src/core/contract';
import type { SessionUser } from '../auth/service';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Executor } from '../db/repositories/executor';
import { comentarios, preguntas, users } from '../db/schema';
import { HttpError } from '../http-error';
import { isStaff, requireUser, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const loginFirst = async (request: FastifyRequest) => void requireUser(request);
const done = { status: 200, body: { success: true as const } };

/** Parses a body against one of the shapes a route accepts; 400 with the first Spanish message. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? COMMENT_MSG.action);
  return result.data;
}

const mayEdit = (user: SessionUser, authorId: number) => user.id === authorId || isStaff(user);

/** The comment, or 404; 403 when the user may not change it. */
async function editable(db: Executor, user: SessionUser, id: number) {
  const [row] = await db
    .select({ id: comentarios.id, userId: comentarios.userId })
    .from(comentarios)
    .where(eq(comentarios.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, COMMENT_MSG.notFound);
  if (!mayEdit(user, row.userId)) throw new HttpError(403, COMMENT_MSG.forbidden);
  return row;
}

export async function commentsRoutes(app: FastifyInstance, { db }: { db: Db; config: ServerConfig }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/comentarios.php',
    {
      onRequest: loginFirst,
      schema: { querystring: commentsQuerySchema, response: { 200: commentsResponseSchema, ...errors } },
    },
    async (request) => {
      const viewer = requireUser(request);
      const rows = await db
        .select({
          id: comentarios.id,
          idProceso: comentarios.idProceso,
          userId: comentarios.userId,
          idPregunta: comentarios.idPregunta,
          tipo: comentarios.tipo,
          comentario: comentarios.comentario,
          createdAt: comentarios.createdAt,
          username: users.username,
          nivel: users.nivel,
        })
        .from(comentarios)
        .innerJoin(users, eq(users.id, comentarios.userId))
        .where(eq(comentarios.idPregunta, request.query.id_pregunta))
        .orderBy(asc(comentarios.createdAt), asc(comentarios.id));
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
    { onRequest: loginFirst, schema: { response: { 200: successSchema, 201: addCommentResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body as Record<string, unknown> | null;
      if (body && typeof body === 'object' && 'action' in body) {
        const { id } = parse(deleteCommentSchema, body);
        return sendWrite(
          reply,
          await withIdempotency(request, db, async (tx) => {
            await editable(tx, user, id);
            await tx.delete(comentarios).where(eq(comentarios.id, id));
            return done;
          }),
        );
      }
      const input = parse(addCommentSchema, body);
      const authorId = resolveUserId(request, input.id_usuario);
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          const [question] = await tx
            .select({ idProceso: preguntas.idProceso })
            .from(preguntas)
            .where(eq(preguntas.id, input.id_pregunta))
            .limit(1);
          if (!question) throw new HttpError(404, COMMENT_MSG.questionNotFound);
          const [row] = await tx
            .insert(comentarios)
            .values({
              idProceso: question.idProceso,
              idPregunta: input.id_pregunta,
              userId: authorId,
              tipo: input.tipo,
              comentario: input.comentario,
            })
            .returning({ id: comentarios.id });
          if (!row) throw new Error('comentarios: insert sin fila');
          return { status: 201, body: { success: true as const, id: row.id } };
        }),
      );
    },
  );

  typed.put(
    '/comentarios.php',
    { onRequest: loginFirst, schema: { response: { 200: successSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, comentario } = parse(editCommentSchema, request.body);
      return sendWrite(
        reply,
        await withIdempotency(request, db, async (tx) => {
          await editable(tx, user, id);
          await tx.update(comentarios).set({ comentario, updatedAt: new Date() }).where(eq(comentarios.id, id));
          return done;
        }),
      );
    },
  );
}

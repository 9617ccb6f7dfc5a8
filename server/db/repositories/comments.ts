// Comments on questions (table comentarios), with their author's name and level.
import { asc, eq } from 'drizzle-orm';
import { comments, users } from '../schema';
import type { Executor } from './executor';

/** A question's comments, oldest first, with their author's username and level. */
export async function listComments(db: Executor, idPregunta: number) {
  return db
    .select({
      id: comments.id,
      idProceso: comments.idProceso,
      userId: comments.userId,
      idPregunta: comments.idPregunta,
      tipo: comments.tipo,
      comentario: comments.comentario,
      createdAt: comments.createdAt,
      username: users.username,
      nivel: users.nivel,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.idPregunta, idPregunta))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** The comment's author, or null when there is no such comment. */
export async function findCommentAuthor(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export async function insertComment(
  db: Executor,
  comment: {
    idProceso: number;
    idPregunta: number;
    userId: number;
    tipo: string;
    comentario: string;
  },
): Promise<number> {
  const [row] = await db.insert(comments).values(comment).returning({ id: comments.id });
  if (!row) throw new Error('comentarios: insert sin fila');
  return row.id;
}

export async function updateCommentText(
  db: Executor,
  id: number,
  comentario: string,
): Promise<void> {
  await db.update(comments).set({ comentario, updatedAt: new Date() }).where(eq(comments.id, id));
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

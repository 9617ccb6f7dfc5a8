// Comments on questions (table comentarios), with their author's name and level.
import { asc, eq } from 'drizzle-orm';
import { comentarios, users } from '../schema';
import type { Executor } from './executor';

/** A question's comments, oldest first, with their author's username and level. */
export async function listComments(db: Executor, idPregunta: number) {
  return db
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
    .where(eq(comentarios.idPregunta, idPregunta))
    .orderBy(asc(comentarios.createdAt), asc(comentarios.id));
}

/** The comment's author, or null when there is no such comment. */
export async function findCommentAuthor(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: comentarios.userId }).from(comentarios).where(eq(comentarios.id, id)).limit(1);
  return row?.userId ?? null;
}

export async function insertComment(
  db: Executor,
  comment: { idProceso: number; idPregunta: number; userId: number; tipo: string; comentario: string },
): Promise<number> {
  const [row] = await db.insert(comentarios).values(comment).returning({ id: comentarios.id });
  if (!row) throw new Error('comentarios: insert sin fila');
  return row.id;
}

export async function updateCommentText(db: Executor, id: number, comentario: string): Promise<void> {
  await db.update(comentarios).set({ comentario, updatedAt: new Date() }).where(eq(comentarios.id, id));
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(comentarios).where(eq(comentarios.id, id));
}

import { useLiveQuery } from 'dexie-react-hooks';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextArea } from '@/components/ui/text-area';
import { formatStamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Author, LocalComment } from '../data/comments';
import {
  CommentBusyError,
  addComment,
  deleteComment,
  editComment,
  keptComments,
  pendingCommentIds,
  refreshComments,
} from '../data/comments';
import { QUIZ_MSG } from '../messages';

function CommentItem({
  comment,
  pending,
  onSave,
  onDelete,
}: {
  comment: LocalComment;
  pending: boolean;
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const author = comment.username || 'Usuario';
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="comment">
      <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{author}</span>
        <span className="text-slate-500">{formatStamp(comment.fecha)}</span>
        {pending && <PendingSyncBadge />}
        {comment.puede_editar && draft === null && (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Editar comentario"
              onClick={() => setDraft(comment.comentario)}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Eliminar comentario" onClick={onDelete}>
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </span>
        )}
      </div>
      {draft === null ? (
        <p className="text-sm whitespace-pre-wrap text-slate-800">{comment.comentario}</p>
      ) : (
        <div className="space-y-2">
          <TextArea
            aria-label="Editar comentario"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoFocus
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={draft.trim() === ''}
              onClick={() => void onSave(draft).then((saved) => saved && setDraft(null))}
            >
              Guardar
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** Spec §2 "Comments": the question's comments, the user's new one, and edit/delete where allowed. */
export function CommentsCard({
  idPregunta,
  idProceso,
  author,
}: {
  idPregunta: number;
  idProceso: number;
  author: Author;
}) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<LocalComment | null>(null);
  const comments = useLiveQuery(() => keptComments(idPregunta), [idPregunta]);
  const pending = useLiveQuery(() => pendingCommentIds(author.id), [author.id]);

  useEffect(() => {
    refreshComments(idPregunta, author.id).catch((error: unknown) => console.error(error));
  }, [idPregunta, author.id]);

  const send = async () => {
    try {
      await addComment(author, idProceso, idPregunta, text);
      setText('');
      toast.success(QUIZ_MSG.commentAdded);
    } catch (error) {
      console.error(error);
      toast.error(QUIZ_MSG.commentAddFailed);
    }
  };
  const save = async (comment: LocalComment, draft: string) => {
    try {
      await editComment(author.id, comment, draft);
      toast.success(QUIZ_MSG.commentUpdated);
      return true;
    } catch (error) {
      toast.error(
        QUIZ_MSG.updateFailed,
        error instanceof CommentBusyError ? error.message : undefined,
      );
      return false;
    }
  };
  const remove = async (comment: LocalComment) => {
    try {
      await deleteComment(author.id, comment);
      toast.success(QUIZ_MSG.commentDeleted);
    } catch (error) {
      toast.error(
        QUIZ_MSG.deleteFailed,
        error instanceof CommentBusyError ? error.message : undefined,
      );
    }
  };

  return (
    <Card role="region" aria-labelledby={`${fieldId}-title`}>
      <h3
        id={`${fieldId}-title`}
        className="mb-3 flex items-center gap-2 font-semibold text-slate-900"
      >
        <MessageSquare aria-hidden className="h-4 w-4" /> Comentarios
      </h3>
      {comments === undefined ? null : comments.length === 0 ? (
        <p className="mb-3 text-sm text-slate-600">No hay comentarios aún</p>
      ) : (
        <ul className="mb-3 space-y-2">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              pending={pending?.has(comment.id) ?? false}
              onSave={(draft) => save(comment, draft)}
              onDelete={() => setToDelete(comment)}
            />
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextArea
          id={fieldId}
          aria-label="Nuevo comentario"
          placeholder="Escribe tu comentario..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          Enviar comentario
        </Button>
      </form>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="¿Eliminar este comentario?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Card>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Generated questions are drafts: where the SA publishes them. */
export function ReviewNote() {
  return (
    <p className="text-sm text-amber-900">
      Quedan pendientes de revisión: no salen en ningún test hasta que las publicas en{' '}
      <Link to={paths.questionReview} className="font-medium underline">
        Revisar Preguntas
      </Link>
      .
    </p>
  );
}

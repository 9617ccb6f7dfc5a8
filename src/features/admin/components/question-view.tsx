import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

const letter = (indice: number) => String.fromCharCode(64 + indice);

export function Badge({
  children,
  tone,
}: {
  children: ReactNode;
  tone: 'amber' | 'red' | 'slate';
}) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-800',
    slate: 'bg-slate-100 text-slate-700',
  };
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  );
}

/** A question as the admin screens show it: text, lettered options with the right one marked, source. */
export function QuestionView({
  q,
}: {
  q: {
    pregunta: string;
    respuestas: { indice: number; respuesta: string }[];
    correcta_indice: number;
    fuente: string | null;
  };
}) {
  return (
    <div>
      <p className="font-medium text-slate-900">{q.pregunta}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {q.respuestas.map((r) => (
          <li
            key={r.indice}
            className={
              r.indice === q.correcta_indice ? 'font-medium text-green-700' : 'text-slate-700'
            }
          >
            {letter(r.indice)}. {r.respuesta}
            {r.indice === q.correcta_indice && (
              <>
                <Check aria-hidden className="ml-1 inline h-4 w-4" />
                <span className="sr-only"> (correcta)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {q.fuente && <p className="mt-1 text-xs text-slate-500">Fuente: {q.fuente}</p>}
    </div>
  );
}

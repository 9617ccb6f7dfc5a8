import { useId, useState } from 'react';
import type { Incidencia, PreguntaEdicion } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormMessage } from '@/lib/form-message';

const letter = (indice: number) => String.fromCharCode(64 + indice);

/** What is wrong with an edited question, or null. */
export function correctionProblem(pregunta: string, opciones: readonly string[]): string | null {
  if (pregunta.trim() === '') return 'El enunciado no puede estar vacío';
  if (opciones.some((o) => o.trim() === '')) return 'Hay una opción vacía';
  const keys = opciones.map((o) => o.trim().toLowerCase());
  if (new Set(keys).size !== keys.length) return 'Hay opciones repetidas';
  return null;
}

type EditableQuestion = Pick<
  Incidencia,
  'pregunta' | 'respuestas' | 'correcta_indice' | 'fuente'
> & { explicacion?: string | null };

/** What the dialog says: a reported question's ('Corregir') unless a screen names its own. */
export interface DialogTexts {
  title: string;
  description: string;
  submit: string;
}

const CORRECT_TEXTS: DialogTexts = {
  title: 'Corregir la pregunta',
  description: 'Al guardar, se cierran todos sus reportes abiertos.',
  submit: 'Guardar y resolver',
};

/**
 * Edits a question: text, options, the right answer and its source — and its explanation when
 * the question has one to edit (a generated draft).
 */
export function CorrectDialog({
  item,
  open,
  onOpenChange,
  onSave,
  busy,
  texts = CORRECT_TEXTS,
}: {
  item: EditableQuestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (pregunta: PreguntaEdicion) => void;
  busy: boolean;
  texts?: DialogTexts;
}) {
  const baseId = useId();
  const [pregunta, setPregunta] = useState(item.pregunta);
  const [opciones, setOpciones] = useState(item.respuestas.map((r) => r.respuesta));
  const [correcta, setCorrecta] = useState(item.correcta_indice);
  const [fuente, setFuente] = useState(item.fuente ?? '');
  const [explicacion, setExplicacion] = useState(item.explicacion ?? '');
  const withExplanation = item.explicacion !== undefined;
  const [problem, setProblem] = useFormMessage({
    pregunta,
    opciones,
    correcta,
    fuente,
    explicacion,
  });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const found = correctionProblem(pregunta, opciones);
    setProblem(found);
    if (found) return;
    onSave({
      pregunta: pregunta.trim(),
      respuestas: item.respuestas.map((r, i) => ({
        indice: r.indice,
        respuesta: (opciones[i] ?? '').trim(),
      })),
      correcta_indice: correcta,
      fuente: fuente.trim() || null,
      activa: true,
      ...(withExplanation ? { explicacion: explicacion.trim() || null } : {}),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={texts.title} description={texts.description} className="max-w-2xl">
        <form onSubmit={save} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${baseId}-enunciado`}>Enunciado</Label>
            <textarea
              id={`${baseId}-enunciado`}
              className="min-h-24 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              value={pregunta}
              onChange={(e) => setPregunta(e.target.value)}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">
              Opciones (marca la correcta)
            </legend>
            {item.respuestas.map((r, i) => (
              <div key={r.indice} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${baseId}-correcta`}
                  aria-label={`La correcta es la ${letter(r.indice)}`}
                  checked={correcta === r.indice}
                  onChange={() => setCorrecta(r.indice)}
                />
                <Label htmlFor={`${baseId}-op-${r.indice}`} className="w-16 shrink-0">
                  Opción {letter(r.indice)}
                </Label>
                <Input
                  id={`${baseId}-op-${r.indice}`}
                  value={opciones[i] ?? ''}
                  onChange={(e) =>
                    setOpciones((all) => all.map((o, j) => (j === i ? e.target.value : o)))
                  }
                />
              </div>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${baseId}-fuente`}>Fuente</Label>
            <Input
              id={`${baseId}-fuente`}
              value={fuente}
              placeholder="Art. 66.1 CE"
              onChange={(e) => setFuente(e.target.value)}
            />
          </div>
          {withExplanation && (
            <div className="space-y-1.5">
              <Label htmlFor={`${baseId}-explicacion`}>Explicación</Label>
              <textarea
                id={`${baseId}-explicacion`}
                className="min-h-20 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                value={explicacion}
                placeholder="Por qué la opción correcta es la correcta, en una a tres frases."
                onChange={(e) => setExplicacion(e.target.value)}
              />
            </div>
          )}
          {problem && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Guardando...' : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

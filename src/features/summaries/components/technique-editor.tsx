import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TextArea } from '@/components/ui/text-area';
import { AI_MAX_TEXT } from '@/core/contract';
import { technique } from '@/lib/ai';
import type { AiResult } from '@/lib/ai';
import type { SummaryView } from '../data/store';
import { saveTechnique } from '../data/store';
import { TEMPLATE_IDS, TEMPLATE_NAMES, applyTemplate } from '../data/templates';
import { toast } from '@/lib/toast';
import { SUM_MSG, charCount, errorDetail } from '../messages';
import { EngineLabel } from './engine-label';

const METHODS = [
  { id: 'feynman', name: 'Feynman' },
  { id: 'loci', name: 'Loci' },
  { id: 'mapa', name: 'Mapa mental' },
  { id: 'preguntas', name: 'Preguntas' },
] as const;
type Metodo = (typeof METHODS)[number]['id'];

/** A labelled row of buttons (the templates, the AI methods). */
function ButtonGroup({
  label,
  note,
  children,
}: {
  label: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-2">
      <p id={id} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
      {note}
    </div>
  );
}

/**
 * Spec §2: the technique dialog's editor with its character count, the templates (added to what
 * is written) and the AI methods (whose text replaces it). Saving keeps it on the device and
 * queues it for the server.
 */
export function TechniqueEditor({
  userId,
  summary,
  onDone,
}: {
  userId: number;
  summary: SummaryView;
  onDone: () => void;
}) {
  const editorId = useId();
  const [text, setText] = useState(summary.tecnica ?? '');
  const [busy, setBusy] = useState<Metodo | 'guardar' | null>(null);
  const [made, setMade] = useState<AiResult<string> | null>(null);

  const generate = async (metodo: Metodo) => {
    setBusy(metodo);
    try {
      const result = await technique({
        resumen: summary.resumen,
        tema: summary.tema.slice(0, 300),
        seccion: summary.seccion.slice(0, 300),
        metodo,
      });
      setText(result.value);
      setMade(result);
    } catch (error) {
      console.error(error);
      toast.error(SUM_MSG.techniqueFailed, errorDetail(error));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setBusy('guardar');
    try {
      await saveTechnique(userId, summary.key, text);
      toast.success(SUM_MSG.techniqueSaved);
      onDone();
    } catch (error) {
      console.error(error);
      toast.error(SUM_MSG.techniqueSaveFailed, errorDetail(error));
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      <ButtonGroup label="Plantillas">
        {TEMPLATE_IDS.map((id) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => setText((current) => applyTemplate(current, id, summary.tema))}
          >
            {TEMPLATE_NAMES[id]}
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup
        label="Generar con IA"
        note={made && <EngineLabel etiqueta={made.etiqueta} aviso={made.aviso} />}
      >
        {METHODS.map(({ id, name }) => (
          <Button
            key={id}
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy !== null}
            onClick={() => void generate(id)}
          >
            <Sparkles aria-hidden className="h-3 w-3" />
            {busy === id ? 'Generando...' : name}
          </Button>
        ))}
      </ButtonGroup>
      <div className="space-y-1.5">
        <Label htmlFor={editorId}>Técnica</Label>
        <TextArea
          id={editorId}
          rows={14}
          maxLength={AI_MAX_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={busy !== null && busy !== 'guardar'}
        />
        <p className="text-right text-xs text-slate-500" aria-live="polite" data-testid="contador">
          {charCount(text.length)}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy === 'guardar'}>
          Cancelar
        </Button>
        <Button type="button" onClick={() => void save()} disabled={busy !== null}>
          {busy === 'guardar' ? 'Guardando...' : 'Guardar técnica'}
        </Button>
      </DialogFooter>
    </div>
  );
}

import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { BankFormat } from '@/core/formats';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { exportQuestions, saveFile } from '../data/bank-files';
import { useSelection } from '../hooks/use-selection';
import { GEN_MSG, omittedExplanationsText } from '../messages';
import { FormError } from './form-error';
import { NameField, ProcessField, selectClass } from './selection-fields';
import { useFormMessage } from '@/lib/form-message';

const FORMATOS: { value: BankFormat; label: string }[] = [
  { value: 'gift', label: 'GIFT' },
  { value: 'aiken', label: 'Aiken' },
  { value: 'moodle', label: 'Moodle XML' },
  { value: 'csv', label: 'CSV' },
];

/** The 'Exportar' tab: a process's bank (or one section or topic of it) as a file. */
export function ExportForm() {
  const formatoId = useId();
  const selection = useSelection('todos');
  const [formato, setFormato] = useState<BankFormat>('gift');
  const [error, setError] = useFormMessage({ selection: selection.state, formato });
  const [omitted, setOmitted] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { procesoId } = selection.state;
    setError(procesoId === null ? GEN_MSG.selectProceso : null);
    if (procesoId === null) return;
    setBusy(true);
    setOmitted(0);
    try {
      const { secciones, temas } = selection.resolved;
      const file = await exportQuestions({
        id_proceso: procesoId,
        formato,
        seccion: secciones[0],
        tema: temas[0],
      });
      saveFile(file.blob, file.nombre);
      setOmitted(file.explicacionesOmitidas);
      toast.success(GEN_MSG.exportDone, file.nombre);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      setError(message ?? GEN_MSG.exportFailed);
      toast.error(GEN_MSG.exportFailed, message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Exportar preguntas">
        <ProcessField selection={selection} disabled={busy} listOnly />
        <NameField
          selection={selection}
          what="seccion"
          multiple={false}
          disabled={busy}
          listOnly
          placeholder="Todas las secciones"
        />
        <NameField
          selection={selection}
          what="tema"
          multiple={false}
          disabled={busy}
          listOnly
          placeholder="Todos los temas"
        />
        <div className="space-y-1.5">
          <Label htmlFor={formatoId}>Formato</Label>
          <select
            id={formatoId}
            className={selectClass}
            value={formato}
            onChange={(e) => {
              setFormato(e.target.value as BankFormat);
              setOmitted(0);
            }}
            disabled={busy}
          >
            {FORMATOS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          {formato === 'aiken' && <p className="text-xs text-slate-500">{GEN_MSG.aikenNote}</p>}
          <p role="status" className="text-sm text-amber-800">
            {omitted > 0 ? omittedExplanationsText(omitted) : ''}
          </p>
        </div>
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          <Download aria-hidden className="h-4 w-4" />
          {busy ? 'Exportando...' : 'Exportar'}
        </Button>
      </form>
    </Card>
  );
}

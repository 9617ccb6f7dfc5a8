import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { ImportarResponse } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { importQuestions } from '../data/bank-files';
import { useSelection } from '../hooks/use-selection';
import { GEN_MSG, importedText } from '../messages';
import { FormError } from './form-error';
import { NameField, ProcessField } from './selection-fields';
import { useFormMessage } from '@/lib/form-message';

const ACCEPT = '.gift,.txt,.xml,.csv,text/plain,text/xml,application/xml,text/csv';

function RejectedTable({ result }: { result: ImportarResponse }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="font-medium text-red-700">{result.error ?? GEN_MSG.importRefused}</p>
      <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Preguntas rechazadas</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="w-20 px-3 py-2">
                Línea
              </th>
              <th scope="col" className="px-3 py-2">
                Motivo
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rechazadas.map((r, i) => (
              <tr key={`${r.linea}-${i}`} className="border-t border-slate-200">
                <td className="px-3 py-2 tabular-nums">{r.linea}</td>
                <td className="px-3 py-2">{r.motivo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        Corrige esas líneas y vuelve a importar el archivo: no se ha guardado ninguna pregunta.
      </p>
    </div>
  );
}

/** The 'Importar' tab: a bank file in GIFT, Aiken, Moodle XML or CSV into a process. */
export function ImportForm() {
  const fileId = useId();
  const selection = useSelection('todos');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useFormMessage({
    selection: selection.state,
    file: file && [file.name, file.size, file.lastModified],
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportarResponse | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { destino, secciones, temas } = selection.resolved;
    const invalid = !file ? GEN_MSG.fileRequired : !destino ? GEN_MSG.selectProceso : null;
    setError(invalid);
    if (invalid || !file || !destino) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await importQuestions({
        archivo: file,
        ...destino,
        seccion: secciones[0],
        tema: temas[0],
      });
      setResult(res);
      if (res.ok) {
        toast.success(GEN_MSG.importDone, importedText(res));
        if ('proceso' in destino) selection.reloadProcesos();
      } else {
        toast.error(GEN_MSG.importRefused, res.error);
      }
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      setError(message ?? GEN_MSG.importFailed);
      toast.error(GEN_MSG.importFailed, message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-6">
        <Card>
          <form onSubmit={submit} noValidate className="space-y-5" aria-label="Importar preguntas">
            <div className="space-y-1.5">
              <Label htmlFor={fileId}>Archivo</Label>
              <input
                id={fileId}
                type="file"
                accept={ACCEPT}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setResult(null);
                }}
                disabled={busy}
              />
            </div>
            <ProcessField selection={selection} disabled={busy} />
            <p className="text-sm text-slate-600">
              Sección y tema de destino: solo para las preguntas cuyo archivo no los indica (Aiken
              siempre; GIFT y Moodle XML sin categoría). Las demás conservan los suyos.
            </p>
            <NameField selection={selection} what="seccion" multiple={false} disabled={busy} />
            <NameField selection={selection} what="tema" multiple={false} disabled={busy} />
            <FormError message={error} />
            <Button type="submit" className="w-full" disabled={busy}>
              <Upload aria-hidden className="h-4 w-4" />
              {busy ? 'Importando...' : 'Importar'}
            </Button>
          </form>
        </Card>
        {result && (
          <Card aria-label="Resultado de la importación" role="region">
            {result.ok ? (
              <p role="status" className="text-slate-900">
                {importedText(result)}
              </p>
            ) : (
              <RejectedTable result={result} />
            )}
          </Card>
        )}
      </div>
      <Card className="h-fit space-y-2 bg-blue-50/60 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">Formatos admitidos</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>GIFT (.gift, .txt), con «$CATEGORY: Sección/Tema».</li>
          <li>Aiken (.txt): sección y tema se eligen aquí.</li>
          <li>Moodle XML (.xml).</li>
          <li>
            CSV (.csv, separado por comas o punto y coma): columnas seccion, tema, pregunta,
            opcion_a, opcion_b…, correcta, fuente y ref.
          </li>
        </ul>
        <p>
          Si una sola pregunta tiene errores no se importa nada, y verás cada línea con su motivo.
          Una pregunta que ya está en el banco (misma referencia, o mismo texto en el mismo tema) se
          actualiza en lugar de duplicarse.
        </p>
      </Card>
    </div>
  );
}

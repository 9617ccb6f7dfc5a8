import { Brain } from 'lucide-react';
import { useId, useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import type { PsicoRun } from '../data/generate';
import { generarPsicotecnicosPorPares, psicoPairs } from '../data/generate';
import { useSelection } from '../hooks/use-selection';
import { GEN_MSG, PSICO_DEFAULT, PSICO_MAX, psicoGeneratedText } from '../messages';
import { countForPsico, validatePsicotecnicos } from '../validation';
import { FormError } from './form-error';
import { ReviewNote } from './review-note';
import { SaOnly } from './sa-only';
import { NameField, ProcessField } from './selection-fields';
import { useFormMessage } from '@/lib/form-message';

function RunResult({ run }: { run: PsicoRun }) {
  return (
    <Card role="region" aria-label="Resultado de la generación" className="space-y-3">
      <p role="status" className="font-medium text-slate-900">
        {run.total === 0 ? GEN_MSG.ningunaCombinacion : psicoGeneratedText(run.total, run.failed)}
      </p>
      <ul className="divide-y divide-slate-200 text-sm">
        {run.results.map((r) => (
          <li key={`${r.seccion}\n${r.tema}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="text-slate-700">
              {r.seccion} · {r.tema}
            </span>
            {r.error === null ? (
              <span className="text-green-700">{r.preguntas} preguntas</span>
            ) : (
              <span className="text-red-700">{r.error}</span>
            )}
          </li>
        ))}
      </ul>
      {run.total > 0 && <ReviewNote />}
    </Card>
  );
}

function PsicotecnicosForm() {
  const numeroId = useId();
  const user = useSession((s) => s.user);
  const selection = useSelection('psico');
  const [numero, setNumero] = useState(String(PSICO_DEFAULT));
  const [error, setError] = useFormMessage({ selection: selection.state, numero });
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [run, setRun] = useState<PsicoRun | null>(null);
  const busy = progress !== null;
  const { resolved } = selection;
  const { pairs, each } = psicoPairs(resolved.secciones, resolved.temas, countForPsico(numero));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = validatePsicotecnicos(user !== null, resolved);
    setError(invalid);
    if (invalid || !resolved.destino) return;
    const num = countForPsico(numero);
    setNumero(String(num));
    setRun(null);
    setProgress({ done: 0, of: 1 });
    try {
      const result = await generarPsicotecnicosPorPares(
        { ...resolved.destino, id_usuario: user?.id },
        resolved.secciones,
        resolved.temas,
        num,
        (done, of) => setProgress({ done, of }),
      );
      setRun(result);
      if (result.total === 0) {
        toast.error(
          GEN_MSG.ningunaCombinacion,
          result.results.find((r) => r.error)?.error ?? undefined,
        );
      } else {
        toast.success(GEN_MSG.psicoGenerated, psicoGeneratedText(result.total, result.failed));
        if ('proceso' in resolved.destino) selection.reloadProcesos();
      }
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      setError(GEN_MSG.psicoFailed);
      toast.error(GEN_MSG.psicoFailed, message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-6">
        <Card>
          <form
            onSubmit={submit}
            noValidate
            className="space-y-5"
            aria-label="Generar psicotécnicos"
          >
            <ProcessField selection={selection} disabled={busy} />
            <NameField selection={selection} what="seccion" multiple disabled={busy} />
            <NameField selection={selection} what="tema" multiple disabled={busy} />
            <div className="space-y-1.5">
              <Label htmlFor={numeroId}>Número de preguntas</Label>
              <Input
                id={numeroId}
                type="number"
                min={1}
                max={PSICO_MAX}
                inputMode="numeric"
                value={numero}
                onChange={(e) => setNumero(e.target.value)}
                disabled={busy}
              />
              <p className="text-xs text-slate-500">
                De 1 a {PSICO_MAX}.
                {pairs.length > 1 &&
                  ` Se reparten entre ${pairs.length} combinaciones de sección y tema: ${each} en cada una.`}
              </p>
            </div>
            <FormError message={error} />
            <Button type="submit" className="w-full" disabled={busy}>
              <Brain aria-hidden className="h-4 w-4" />
              {progress
                ? `Generando... (${progress.done}/${progress.of})`
                : 'Generar psicotécnicos'}
            </Button>
          </form>
        </Card>
        {run && <RunResult run={run} />}
      </div>
      <Card className="h-fit space-y-2 bg-blue-50/60 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">Cómo funciona</h3>
        <p>
          Cada tema «Psico - …» tiene su generador: series, analogías, problemas, porcentajes,
          codificación, calendarios, atención… Cada pregunta tiene exactamente una respuesta
          correcta, comprobada al generarla.
        </p>
        <p>
          Las preguntas se añaden al banco del proceso y aparecen en el Test y el Simulacro
          psicotécnicos.
        </p>
      </Card>
    </div>
  );
}

/** /crear-psicotecnicos (super-admin): psychotechnic questions into a process's bank. */
export function CreatePsychotechnicsPage() {
  return (
    <section>
      <PageTitle description="Genera preguntas psicotécnicas para el banco de un proceso.">
        Generar Psicotécnicos
      </PageTitle>
      <SaOnly>
        <PsicotecnicosForm />
      </SaOnly>
    </section>
  );
}

import { ArrowLeft, Save, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { AI_MAX_TEXT } from '@/core/contract';
import { useFormMessage } from '@/lib/form-message';
import { useSession } from '@/lib/session/session-store';
import type { SummaryFields } from '../data/create';
import { generateSummary, saveSummary } from '../data/create';
import type { ExtractedFile } from '../data/upload';
import { toast } from '@/lib/toast';
import { paths, summaryPath } from '@/config/paths';
import { useCatalog } from '../hooks/use-catalog';
import { SUM_MSG, errorDetail } from '../messages';
import { createProblem, seccionOf } from '../validation';
import { FileField } from './file-field';

/** A text field that offers the known values and takes any other typed (spec §2: free text). */
function ComboField({
  options,
  onChange,
  ...props
}: {
  label: string;
  placeholder: string;
  value: string;
  options: string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const listId = useId();
  return (
    <>
      <Field {...props} list={listId} maxLength={300} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

/**
 * Spec §2 /crear-resumen: where the summary is filed, a file whose text fills the content, the
 * content, 'Generar con IA' (the AI summarises it, `largo`) and 'Guardar resumen' (saved as
 * written, `corto`). Both work offline: the browser summarises, and the summary waits in the
 * outbox.
 */
export function CreateSummaryPage() {
  const ids = { proceso: useId(), texto: useId() };
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const catalog = useCatalog();
  const { filing } = catalog;
  const [texto, setTexto] = useState('');
  const [file, setFile] = useState<ExtractedFile | null>(null);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState<'largo' | 'corto' | null>(null);
  const [error, setError] = useFormMessage({ filing, texto, file: file?.archivo_nombre ?? null });

  const fields = (): SummaryFields => ({
    id_proceso: filing.procesoId,
    tema: filing.tema.trim(),
    seccion: seccionOf(catalog.proceso?.descripcion ?? null, filing.seccion),
    archivo_nombre: file?.archivo_nombre ?? null,
    archivo_tamano: file?.archivo_tamano ?? null,
    archivo_tipo: file?.archivo_tipo ?? null,
  });

  const submit = async (nivel: 'largo' | 'corto') => {
    const body = { ...fields(), texto, nivel_detalle: nivel };
    const problem = createProblem(
      { loggedIn: user !== null, tema: filing.tema, texto },
      nivel,
      body,
    );
    setError(problem ?? undefined);
    if (problem || !user) return;
    setBusy(nivel);
    try {
      if (nivel === 'largo') {
        const result = await generateSummary(user.id, fields(), texto);
        toast.success(
          SUM_MSG.success,
          `${SUM_MSG.generated} (${result.etiqueta}).${result.sinConexion ? ` ${SUM_MSG.savedOffline}` : ''}`,
        );
        void navigate(summaryPath(result.value.routeId));
      } else {
        const saved = await saveSummary(user.id, fields(), texto);
        toast.success(
          SUM_MSG.success,
          navigator.onLine ? SUM_MSG.saved : `${SUM_MSG.saved}. ${SUM_MSG.savedOffline}`,
        );
        void navigate(summaryPath(saved.routeId));
      }
    } catch (e) {
      console.error(e);
      const title = nivel === 'largo' ? SUM_MSG.generateFailed : SUM_MSG.saveFailed;
      const detail = errorDetail(e);
      toast.error(title, detail);
      setError(detail ?? title);
      setBusy(null);
    }
  };

  const locked = busy !== null;
  // Until the processes are read the form is not ready: the default process is filled in when
  // they arrive, and a message shown before that would go with that change, unseen.
  const ready = !catalog.loadingProcesos;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.summaries}>
          <ArrowLeft aria-hidden className="h-4 w-4" /> Volver a mis resúmenes
        </Link>
      </Button>
      <PageTitle description="Sube un archivo o escribe el contenido; la IA puede resumirlo por ti.">
        Crear Resumen
      </PageTitle>
      <Card>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit('corto');
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <div className="space-y-1.5">
              <Label htmlFor={ids.proceso}>Proceso</Label>
              <Select
                id={ids.proceso}
                value={filing.procesoId ?? ''}
                disabled={locked || catalog.loadingProcesos}
                onChange={(e) => catalog.setProceso(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{catalog.loadingProcesos ? 'Cargando...' : 'Sin proceso'}</option>
                {catalog.procesos.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.descripcion}
                  </option>
                ))}
              </Select>
            </div>
            <ComboField
              label="Sección"
              placeholder="Elige o escribe la sección"
              value={filing.seccion}
              options={catalog.seccionOptions}
              disabled={locked}
              onChange={catalog.setSeccion}
            />
            <ComboField
              label="Tema"
              placeholder="Elige o escribe el tema"
              value={filing.tema}
              options={catalog.temaOptions}
              disabled={locked}
              onChange={catalog.setTema}
            />
          </div>
          <FileField
            file={file}
            disabled={locked}
            onBusy={setReading}
            onFile={(extracted) => {
              setFile(extracted);
              if (extracted) setTexto(extracted.texto);
            }}
          />
          <div className="space-y-1.5">
            <Label htmlFor={ids.texto}>Contenido</Label>
            <TextArea
              id={ids.texto}
              rows={12}
              maxLength={AI_MAX_TEXT}
              placeholder="Escribe o pega aquí el texto del resumen, o el temario que quieres que la IA resuma"
              value={texto}
              disabled={locked}
              onChange={(e) => setTexto(e.target.value)}
            />
          </div>
          <FormAlert message={error ?? undefined} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={locked || reading || !ready || (file === null && texto.trim() === '')}
              onClick={() => void submit('largo')}
            >
              <Sparkles aria-hidden className="h-4 w-4" />
              {busy === 'largo' ? 'Generando...' : 'Generar con IA'}
            </Button>
            <Button type="submit" disabled={locked || reading || !ready}>
              <Save aria-hidden className="h-4 w-4" />
              {busy === 'corto' ? 'Guardando...' : 'Guardar resumen'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

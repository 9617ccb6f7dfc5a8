import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { GenerarPreguntasResponse } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { generarPreguntas } from '../data/generate';
import { useSelection } from '../hooks/use-selection';
import { GENERAR_DEFAULT, GENERAR_MAX, GEN_MSG, generatedText } from '../messages';
import { countForTest, validateGenerarTest } from '../validation';
import { FormError } from './form-error';
import { ReviewNote } from './review-note';
import { NameField, ProcessField } from './selection-fields';
import { useFormMessage } from '@/lib/form-message';

interface Done extends GenerarPreguntasResponse {
  tema: string;
}

/** Spec §2 /crear-test: process, one section, one topic, number of questions, optional text. */
export function GenerateTestForm() {
  const ids = { numero: useId(), texto: useId(), fuente: useId() };
  const user = useSession((s) => s.user);
  const selection = useSelection('test');
  const [numero, setNumero] = useState(String(GENERAR_DEFAULT));
  const [texto, setTexto] = useState('');
  const [fuente, setFuente] = useState('');
  const [error, setError] = useFormMessage({ selection: selection.state, numero, texto, fuente });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { resolved } = selection;
    const invalid = validateGenerarTest(user !== null, resolved);
    setError(invalid);
    if (invalid || !resolved.destino) return;
    const num = countForTest(numero);
    setNumero(String(num));
    const [seccion = '', tema = ''] = [resolved.secciones[0], resolved.temas[0]];
    setBusy(true);
    try {
      const res = await generarPreguntas({
        ...resolved.destino,
        seccion,
        tema,
        num_preguntas: num,
        texto,
        ...(fuente.trim() ? { fuente: fuente.trim() } : {}),
        id_usuario: user?.id,
      });
      setDone({ ...res, tema });
      toast.success(GEN_MSG.generated, generatedText(res.preguntas, tema));
      if (res.aviso) toast.info(res.aviso);
      // A typed process now exists: list it for the next time.
      if ('proceso' in resolved.destino) selection.reloadProcesos();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      setError(message ?? GEN_MSG.generarFailed);
      toast.error(GEN_MSG.generarFailed, message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Generar preguntas">
          <ProcessField selection={selection} disabled={busy} />
          <NameField selection={selection} what="seccion" multiple={false} disabled={busy} />
          <NameField selection={selection} what="tema" multiple={false} disabled={busy} />
          <div className="space-y-1.5">
            <Label htmlFor={ids.numero}>Número de preguntas</Label>
            <Input
              id={ids.numero}
              type="number"
              min={1}
              max={GENERAR_MAX}
              inputMode="numeric"
              value={numero}
              onChange={(e) => setNumero(e.target.value)}
              disabled={busy}
            />
            <p className="text-xs text-slate-500">
              De 1 a {GENERAR_MAX}; un número no válido se toma como {GENERAR_DEFAULT}.
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.texto}>Texto (opcional)</Label>
            <textarea
              id={ids.texto}
              className="min-h-40 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
              value={texto}
              maxLength={200_000}
              placeholder="Pega aquí el artículo, la ley o el apartado del temario del que sacar las preguntas."
              onChange={(e) => setTexto(e.target.value)}
              disabled={busy}
            />
            <p className="text-xs text-slate-500">
              Si lo dejas vacío, las preguntas se sacan de tus resúmenes de ese tema. Sin texto ni
              resúmenes no se pueden generar.
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.fuente}>Fuente (opcional)</Label>
            <Input
              id={ids.fuente}
              value={fuente}
              maxLength={500}
              placeholder="CE, Ley 39/2015 o Art. 68 CE"
              onChange={(e) => setFuente(e.target.value)}
              disabled={busy}
            />
            <p className="text-xs text-slate-500">
              La norma de la que sale el texto. Cada pregunta la cita con su artículo cuando el
              texto lo indica; sin fuente no se puede publicar.
            </p>
          </div>
          <FormError message={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            <Sparkles aria-hidden className="h-4 w-4" />
            {busy ? 'Generando...' : 'Generar preguntas'}
          </Button>
        </form>
      </Card>
      <Card className="h-fit space-y-2 bg-blue-50/60 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">Cómo funciona</h3>
        <p>
          Se redactan preguntas de opción múltiple con una sola respuesta correcta, sacadas del
          texto: los huecos caen en cifras, plazos, mayorías, órganos y términos jurídicos, y las
          opciones falsas son del mismo tipo.
        </p>
        <p>
          Se guardan como borradores pendientes de revisión. Cuando las publicas en «Revisar
          Preguntas», entran en el banco del proceso y los tests las usan desde ese momento, también
          sin conexión cuando el banco se actualiza.
        </p>
        <p>Las preguntas que ya están en el tema no se repiten.</p>
        {done && (
          <p role="status" className="rounded-md bg-white p-3 text-slate-900">
            {generatedText(done.preguntas, done.tema)}{' '}
            {done.origen === 'resumenes' ? 'Se han usado tus resúmenes del tema.' : ''} Motor:{' '}
            {done.motor}.
          </p>
        )}
        {done && <ReviewNote />}
      </Card>
    </div>
  );
}

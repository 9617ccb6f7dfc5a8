import { Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Proceso } from '@/core/contract';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  createStudyPlan,
  describeStudyPlan,
  generateStudyPlanAi,
  studyPlanSent,
} from '../data/study-plans';
import { useSession } from '@/lib/session/session-store';
import { useSyncState } from '@/lib/sync/engine';
import { toast } from '@/lib/toast';
import { paths, studyPlanPath } from '@/config/paths';
import { loadProcesos, loadSecciones, loadTemas } from '../data/catalog';
import type { PlanForm } from '../logic';
import { todayIso, validateCreate, validateDescription } from '../logic';
import { CheckList } from './check-list';

type Busy = null | 'descripcion' | 'crear' | 'ia';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads what a key asks for, remembering which key the answer belongs to. */
function useLoaded<T>(key: string | null, load: () => Promise<T>, failedTitle: string) {
  const [loaded, setLoaded] = useState<{ key: string; value: T | null } | null>(null);
  const request = useEffectEvent(load);
  const failed = useEffectEvent((error: unknown) => toast.error(failedTitle, messageOf(error)));
  useEffect(() => {
    if (key === null) return;
    let live = true;
    request().then(
      (value) => live && setLoaded({ key, value }),
      (error: unknown) => {
        if (!live) return;
        setLoaded({ key, value: null });
        failed(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded !== null && loaded.key === key
    ? { done: true, value: loaded.value }
    : { done: false, value: null };
}

/** /crear-plan-estudio (spec §2, §4, §5): create, generate with AI, open the detail. */
export function CreateStudyPlanPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const online = useSyncState((s) => s.online);
  const ids = { titulo: useId(), proceso: useId(), inicio: useId(), fin: useId(), desc: useId() };
  const [titulo, setTitulo] = useState('');
  const [procesoId, setProcesoId] = useState<number | null>(null);
  const [secciones, setSecciones] = useState<string[]>([]);
  const [temas, setTemas] = useState<string[]>([]);
  const [fechaInicio, setFechaInicio] = useState(todayIso);
  const [fechaFin, setFechaFin] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [motor, setMotor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const procesos = useLoaded<Proceso[]>('procesos', loadProcesos, 'Error al cargar procesos');
  const seccionesLoaded = useLoaded(
    procesoId === null ? null : String(procesoId),
    () => loadSecciones(procesoId ?? 0),
    'Error al cargar secciones',
  );
  const temasKey =
    procesoId === null || secciones.length === 0 ? null : `${procesoId}\n${secciones.join('\n')}`;
  const temasLoaded = useLoaded(
    temasKey,
    () => loadTemas(procesoId ?? 0, secciones),
    'Error al cargar temas',
  );
  const temaOptions = temasLoaded.value ?? [];
  const proceso = procesos.value?.find((p) => p.id === procesoId) ?? null;

  // Only topics of the chosen sections count.
  const chosenTemas = temas.filter((t) => temaOptions.includes(t));
  const form: PlanForm = { titulo, procesoId, temas: chosenTemas, fechaInicio, fechaFin };
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };

  const generateDescription = async () => {
    const invalid = validateDescription(user !== null, form);
    setError(invalid);
    if (invalid || !proceso) return;
    setBusy('descripcion');
    try {
      const result = await describeStudyPlan({
        titulo: titulo.trim(),
        proceso: proceso.descripcion,
        temas: chosenTemas,
        fecha_inicio: fechaInicio || todayIso(),
        fecha_fin: fechaFin,
      });
      if (!result.value.trim()) {
        toast.error('No se pudo generar la descripción');
        return;
      }
      setDescripcion(result.value);
      setMotor(result.etiqueta);
      if (result.aviso) toast.info(result.aviso);
    } catch (err) {
      toast.error('Error al generar descripción', messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = validateCreate(user !== null, form);
    setError(invalid);
    if (invalid || !proceso || !user) return;
    const input = {
      id_proceso: proceso.id,
      titulo: titulo.trim(),
      descripcion: descripcion.trim(),
      fecha_inicio: fechaInicio || todayIso(),
      fecha_fin: fechaFin,
      secciones,
      temas: chosenTemas,
    };
    setBusy('crear');
    let localId: string;
    try {
      localId = await createStudyPlan(user.id, input);
    } catch (err) {
      setBusy(null);
      toast.error('Error al crear el plan', messageOf(err));
      return;
    }
    // Saved here and queued: online, the sync engine sends it at once and the AI step waits for
    // the server's id; offline (or the server not answering) the plan waits on this device.
    const sent = online ? await studyPlanSent(user.id, localId) : ({ status: 'waiting' } as const);
    if (sent.status !== 'synced') {
      setBusy(null);
      if (sent.status === 'refused') toast.error('Error al crear el plan', sent.error);
      else
        toast.info(
          'Plan creado sin conexión',
          'Se enviará al servidor cuando vuelva la conexión. Entonces podrás generar su plan semanal con IA desde la página del plan.',
        );
      navigate(studyPlanPath(localId));
      return;
    }
    const id = sent.id;
    // Spec §4: create, then the AI step; the plan stays when that step fails.
    setBusy('ia');
    try {
      const res = await generateStudyPlanAi({
        ...input,
        id_plan: id,
        proceso: proceso.descripcion,
      });
      toast.success('Plan creado', `Plan semanal con ${res.total_sesiones} sesiones de estudio.`);
      if (res.aviso) toast.info(res.aviso);
    } catch (err) {
      toast.error('Plan creado pero sin generación IA', messageOf(err));
    }
    setBusy(null);
    navigate(studyPlanPath(id));
  };

  const disabled = busy !== null;
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle description="Elige el proceso y los temas; la IA reparte el estudio por semanas hasta la fecha de fin.">
        Crear Plan de Estudio
      </PageTitle>
      <Card>
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={ids.titulo}>Título *</Label>
            <Input
              id={ids.titulo}
              value={titulo}
              maxLength={200}
              placeholder="Ej.: Preparación Auxiliar Administrativo 2026"
              onChange={(e) => edit(setTitulo)(e.target.value)}
              disabled={disabled}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.proceso}>Proceso *</Label>
            <Select
              id={ids.proceso}
              value={procesoId ?? ''}
              onChange={(e) => {
                edit(setProcesoId)(e.target.value ? Number(e.target.value) : null);
                setSecciones([]);
                setTemas([]);
              }}
              disabled={disabled || !procesos.done}
            >
              <option value="">{procesos.done ? 'Elige un proceso' : 'Cargando...'}</option>
              {procesos.value?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.descripcion}
                </option>
              ))}
            </Select>
          </div>
          <CheckList
            legend="Secciones"
            options={seccionesLoaded.value ?? []}
            selected={secciones}
            onChange={(next) => {
              setSecciones(next);
              setError(null);
            }}
            disabled={disabled}
            empty={
              procesoId === null
                ? 'Elige primero un proceso.'
                : seccionesLoaded.done
                  ? 'Este proceso no tiene secciones.'
                  : 'Cargando...'
            }
          />
          <div className="space-y-2">
            <CheckList
              legend="Temas *"
              options={temaOptions}
              selected={chosenTemas}
              onChange={edit(setTemas)}
              disabled={disabled}
              empty={
                temasKey === null
                  ? 'Elige primero al menos una sección.'
                  : temasLoaded.done
                    ? 'No hay temas en estas secciones.'
                    : 'Cargando...'
              }
            />
            {temaOptions.length > 0 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() =>
                  edit(setTemas)(chosenTemas.length === temaOptions.length ? [] : [...temaOptions])
                }
              >
                {chosenTemas.length === temaOptions.length
                  ? 'Quitar todos los temas'
                  : 'Elegir todos los temas'}
              </Button>
            )}
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={ids.inicio}>Fecha de inicio</Label>
              <Input
                id={ids.inicio}
                type="date"
                value={fechaInicio}
                onChange={(e) => edit(setFechaInicio)(e.target.value)}
                disabled={disabled}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.fin}>Fecha de fin *</Label>
              <Input
                id={ids.fin}
                type="date"
                min={fechaInicio || undefined}
                value={fechaFin}
                onChange={(e) => edit(setFechaFin)(e.target.value)}
                disabled={disabled}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={ids.desc}>Descripción</Label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={generateDescription}
                disabled={disabled}
              >
                <Sparkles aria-hidden className="h-4 w-4" />
                {busy === 'descripcion' ? 'Generando...' : 'Generar descripción con IA'}
              </Button>
            </div>
            <textarea
              id={ids.desc}
              rows={5}
              maxLength={5000}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              value={descripcion}
              onChange={(e) => setDescripcion(e.target.value)}
              disabled={disabled}
            />
            {motor && <p className="text-xs text-slate-500">Descripción generada por: {motor}</p>}
          </div>
          <FormAlert message={error ?? undefined} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" asChild>
              <Link to={paths.studyPlans}>Cancelar</Link>
            </Button>
            <Button type="submit" disabled={disabled}>
              {busy === 'crear'
                ? 'Creando plan...'
                : busy === 'ia'
                  ? 'Generando plan con IA...'
                  : 'Crear Plan'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

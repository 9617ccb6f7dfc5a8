import { Lightbulb } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Proceso } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { TestConfig } from '@/lib/db/schema';
import { useFormMessage } from '@/lib/form-message';
import { useSession } from '@/lib/session/session-store';
import {
  BankNotDownloadedError,
  loadProcesos,
  loadSeccionesForMode,
  loadTemas,
  refreshBank,
} from '../data/test-source';
import { DEFAULT_MINUTOS, DEFAULT_PREGUNTAS, QUIZ_MSG, bankNotDownloaded } from '../messages';
import { CheckList } from './check-list';
import { PsychotechnicStart } from './psychotechnic-start';

export interface ConfiguratorInitial {
  proceso: number | null;
  secciones: string[];
  temas: string[];
}

type Seleccion = 'proceso' | 'manual';

/** The process's official exam format, one click away. */
function OfficialFormat({
  formato,
  disabled,
  onApply,
}: {
  formato: NonNullable<Proceso['formato']>;
  disabled: boolean;
  onApply: (formato: NonNullable<Proceso['formato']>) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onApply(formato)}
      >
        Formato oficial
      </Button>
      <span>
        {formato.preguntas} preguntas en {formato.minutos} minutos
      </span>
    </div>
  );
}

/** Spec §5 "Configurator": the first failing rule's message, or null. */
function validate(
  proceso: Proceso | null,
  seleccion: Seleccion,
  secciones: string[],
  temas: string[],
  numPreguntas: number,
  minutos: number,
): string | null {
  if (!proceso) return QUIZ_MSG.selectProceso;
  if (seleccion === 'manual' && secciones.length === 0) return QUIZ_MSG.selectSeccion;
  if (seleccion === 'manual' && temas.length === 0) return QUIZ_MSG.selectTema;
  if (!Number.isInteger(numPreguntas) || numPreguntas < 1) return QUIZ_MSG.invalidCount;
  if (!Number.isInteger(minutos) || minutos < 1) return QUIZ_MSG.invalidMinutes;
  return null;
}

export function Configurator({
  tipo,
  psicotecnico,
  initial,
  busy,
  onStart,
}: {
  tipo: TestConfig['tipo'];
  psicotecnico: boolean;
  initial: ConfiguratorInitial;
  busy: boolean;
  onStart: (config: TestConfig, proceso: Proceso) => void;
}) {
  const ids = {
    proceso: useId(),
    preguntas: useId(),
    minutos: useId(),
    seleccion: useId(),
    barajar: useId(),
  };
  const [procesos, setProcesos] = useState<Proceso[] | null>(null);
  const [procesoId, setProcesoId] = useState<number | null>(initial.proceso);
  const [seleccion, setSeleccion] = useState<Seleccion>(
    initial.secciones.length > 0 || initial.temas.length > 0 ? 'manual' : 'proceso',
  );
  // Each list remembers what it was loaded for, so "still loading" is derived, not stored.
  const [seccionesLoaded, setSeccionesLoaded] = useState<{
    procesoId: number;
    list: string[];
    /** Offline, and the process's bank is not on this device. */
    missing: boolean;
  } | null>(null);
  const [temasLoaded, setTemasLoaded] = useState<{ key: string; list: string[] } | null>(null);
  const [secciones, setSecciones] = useState<string[]>(initial.secciones);
  const [temas, setTemas] = useState<string[]>(initial.temas);
  const [numPreguntas, setNumPreguntas] = useState(String(DEFAULT_PREGUNTAS));
  const [minutos, setMinutos] = useState(String(DEFAULT_MINUTOS));
  // 'Barajar respuestas': on by default, off under 'Formato oficial' (the exam's own order).
  const [barajar, setBarajar] = useState(true);
  // What the user chose, and the message of their last 'Comenzar Test', which goes as soon as
  // one of these changes.
  const [error, setError] = useFormMessage({
    procesoId,
    seleccion,
    secciones,
    temas,
    numPreguntas,
    minutos,
    barajar,
  });
  // A list that could not be loaded: said until another process is chosen.
  const [loadError, setLoadError] = useState<{ procesoId: number | null; message: string } | null>(
    null,
  );
  const proceso = procesos?.find((p) => p.id === procesoId) ?? null;
  const loggedIn = useSession((s) => s.user !== null);

  useEffect(() => {
    loadProcesos().then(setProcesos, () => {
      setProcesos([]);
      setLoadError({ procesoId: null, message: QUIZ_MSG.procesosFailed });
    });
  }, []);

  useEffect(() => {
    if (procesoId === null) return;
    void refreshBank(procesoId);
    let live = true;
    loadSeccionesForMode(procesoId, psicotecnico).then(
      (list) => live && setSeccionesLoaded({ procesoId, list, missing: false }),
      (failure: unknown) => {
        if (!live) return;
        const missing = failure instanceof BankNotDownloadedError;
        setSeccionesLoaded({ procesoId, list: [], missing });
        if (!missing) setLoadError({ procesoId, message: QUIZ_MSG.seccionesFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [procesoId, psicotecnico]);

  const seccionesOfProceso = seccionesLoaded?.procesoId === procesoId ? seccionesLoaded : null;
  const seccionOptions = seccionesOfProceso?.list ?? [];
  const bankMissing = proceso !== null && seccionesOfProceso?.missing === true;
  // In 'Proceso' every section counts; in 'Manual' the chosen ones.
  const activeSecciones = seleccion === 'proceso' ? seccionOptions : secciones;
  const seccionesKey = activeSecciones.join('\n');
  const temasKey = `${procesoId}|${seccionesKey}`;
  const temasOfSecciones =
    seccionesKey !== '' && temasLoaded?.key === temasKey ? temasLoaded.list : [];
  const loadingOptions =
    procesoId !== null &&
    (seccionesLoaded?.procesoId !== procesoId ||
      (seccionesKey !== '' && temasLoaded?.key !== temasKey));
  useEffect(() => {
    if (procesoId === null || seccionesKey === '') return;
    let live = true;
    loadTemas(procesoId, seccionesKey.split('\n'), psicotecnico).then(
      (list) => live && setTemasLoaded({ key: `${procesoId}|${seccionesKey}`, list }),
      (failure: unknown) => {
        if (!live) return;
        setTemasLoaded({ key: `${procesoId}|${seccionesKey}`, list: [] });
        if (!(failure instanceof BankNotDownloadedError))
          setLoadError({ procesoId, message: QUIZ_MSG.temasFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [procesoId, seccionesKey, psicotecnico]);

  const chooseProceso = (value: string) => {
    setProcesoId(value ? Number(value) : null);
    setSecciones([]);
    setTemas([]);
    setLoadError(null);
  };
  const chooseSecciones = (next: string[]) => {
    setSecciones(next);
    setTemas([]);
  };

  const shownError =
    error ??
    (loadError && (loadError.procesoId === null || loadError.procesoId === procesoId)
      ? loadError.message
      : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const n = Number(numPreguntas);
    const m = Number(minutos);
    const chosenTemas = seleccion === 'proceso' ? temasOfSecciones : temas;
    const invalid = validate(proceso, seleccion, secciones, chosenTemas, n, m);
    setError(invalid);
    if (invalid || !proceso) return;
    if (bankMissing) return setError(bankNotDownloaded(proceso.descripcion, loggedIn));
    if (chosenTemas.length === 0) return setError(QUIZ_MSG.noQuestions);
    onStart(
      {
        idProceso: proceso.id,
        tipo,
        psicotecnico,
        secciones: activeSecciones,
        temas: chosenTemas,
        numPreguntas: n,
        minutos: m,
        barajar,
      },
      proceso,
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <h2 className="mb-4 text-xl font-semibold text-slate-900">
          {psicotecnico ? 'Configurar Test Psicotécnico' : 'Configurar Test'}
        </h2>
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={ids.proceso}>Proceso</Label>
            <select
              id={ids.proceso}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={procesoId ?? ''}
              onChange={(e) => chooseProceso(e.target.value)}
              disabled={busy || procesos === null}
            >
              <option value="">{procesos === null ? 'Cargando...' : 'Elige un proceso'}</option>
              {procesos?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.descripcion}
                </option>
              ))}
            </select>
          </div>
          <Tabs value={seleccion} onValueChange={(v) => setSeleccion(v as Seleccion)}>
            <TabsList aria-label="Selección de preguntas" controls={ids.seleccion}>
              <TabsTrigger value="proceso">Proceso</TabsTrigger>
              <TabsTrigger value="manual">Manual</TabsTrigger>
            </TabsList>
          </Tabs>
          <div id={ids.seleccion} className="space-y-5">
            {seleccion === 'proceso' ? (
              <p className="text-sm text-slate-600">
                Preguntas de todo el temario del proceso
                {temasOfSecciones.length > 0 && ` (${temasOfSecciones.length} temas)`}.
              </p>
            ) : (
              <>
                <CheckList
                  legend="Secciones"
                  options={seccionOptions}
                  selected={secciones}
                  onChange={chooseSecciones}
                  disabled={busy}
                  empty="Elige primero un proceso."
                />
                <CheckList
                  legend="Temas"
                  options={temasOfSecciones}
                  selected={temas}
                  onChange={setTemas}
                  disabled={busy}
                  empty="Elige primero al menos una sección."
                />
              </>
            )}
          </div>
          {/* On a phone 'Número de preguntas' takes two lines: the inputs line up at the bottom. */}
          <div className="grid grid-cols-2 items-end gap-4">
            <div className="space-y-1.5">
              <Label htmlFor={ids.preguntas}>Número de preguntas</Label>
              <Input
                id={ids.preguntas}
                type="number"
                min={1}
                inputMode="numeric"
                value={numPreguntas}
                onChange={(e) => setNumPreguntas(e.target.value)}
                disabled={busy}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.minutos}>Minutos</Label>
              <Input
                id={ids.minutos}
                type="number"
                min={1}
                inputMode="numeric"
                value={minutos}
                onChange={(e) => setMinutos(e.target.value)}
                disabled={busy}
              />
            </div>
          </div>
          {proceso?.formato && (
            <OfficialFormat
              formato={proceso.formato}
              disabled={busy}
              onApply={({ preguntas, minutos: m }) => {
                setNumPreguntas(String(preguntas));
                setMinutos(String(m));
                setBarajar(false);
              }}
            />
          )}
          <div className="flex items-start gap-2">
            <Checkbox
              id={ids.barajar}
              className="mt-0.5"
              checked={barajar}
              onCheckedChange={(checked) => setBarajar(checked === true)}
              disabled={busy}
            />
            <Label htmlFor={ids.barajar} className="font-normal">
              Barajar respuestas
              <span className="block text-xs text-slate-500">
                Cada pregunta muestra sus opciones en otro orden.
              </span>
            </Label>
          </div>
          {bankMissing && !error && (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
            >
              {bankNotDownloaded(proceso.descripcion, loggedIn)}
            </p>
          )}
          {shownError && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {shownError}
            </p>
          )}
          <PsychotechnicStart
            sinPsicotecnicos={
              psicotecnico &&
              proceso !== null &&
              seccionesOfProceso !== null &&
              !seccionesOfProceso.missing &&
              seccionOptions.length === 0 &&
              (loadError?.procesoId ?? null) !== procesoId
            }
            disabled={busy || loadingOptions}
          />
        </form>
      </Card>
      <Card className="h-fit bg-blue-50/60">
        <h3 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <Lightbulb aria-hidden className="h-4 w-4 text-amber-500" /> Consejos
        </h3>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>
            <strong>Modo simulación:</strong> el reloj se detiene mientras lees la corrección de
            cada pregunta. Ideal para aprender.
          </li>
          <li>
            <strong>Modo examen:</strong> el reloj no se detiene nunca y, al llegar a cero, el
            examen termina solo. Practica como el día de la prueba.
          </li>
          <li>
            Tu progreso se guarda en el dispositivo cada 30 segundos: puedes seguir sin conexión.
          </li>
        </ul>
      </Card>
    </div>
  );
}

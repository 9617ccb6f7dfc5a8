import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PruebaFisica, Sexo } from '@/core/plans/physical-scales';
import { formatMark } from '@/core/plans/physical-scales';
import type { LocalMarca, PhysicalMarks } from '../data/physical-marks';
import { deleteMark, logMark } from '../data/physical-marks';
import { toast } from '@/lib/toast';
import { errorText } from '../hooks/use-physical';
import { checkMark, todayIso } from '../logic';
import { MarksChart } from './marks-chart';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';
import { formatDate } from '@/lib/format';

const PLACEHOLDER: Record<PruebaFisica['unidad'], string> = {
  segundos: 'Segundos o min:seg, p. ej. 9,8 o 3:45',
  repeticiones: 'Repeticiones, p. ej. 12',
  metros: 'Metros, p. ej. 2,35',
};

const select =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary';

/** The user's marks in the official tests of the plan's tipo_prueba, scored, and charted. */
export function MarksCard({
  userId,
  idPlan,
  marks,
  pending,
}: {
  userId: number;
  idPlan: number;
  marks: PhysicalMarks;
  pending: Set<string>;
}) {
  const base = useId();
  const { escala } = marks;
  const [sexo, setSexo] = useState<Sexo>('hombre');
  const pruebas = escala.pruebas.filter((p) => p.sexo === 'todos' || p.sexo === sexo);
  const [pruebaId, setPruebaId] = useState('');
  const prueba = pruebas.find((p) => p.id === pruebaId) ?? pruebas[0];
  const [valor, setValor] = useState('');
  const [fecha, setFecha] = useState(todayIso());
  const [error, setError] = useState<{
    field: 'valor' | 'fecha' | 'prueba';
    message: string;
  } | null>(null);

  async function save() {
    const check = checkMark(prueba, valor, fecha);
    if (!check.ok) return setError(check);
    if (!prueba) return;
    setError(null);
    try {
      await logMark(userId, idPlan, { prueba: prueba.id, valor: check.valor, fecha });
      setValor('');
      toast.success('Marca guardada');
    } catch (failure) {
      toast.error(errorText(failure, 'No se pudo guardar la marca'));
    }
  }

  async function remove(mark: LocalMarca) {
    try {
      await deleteMark(userId, idPlan, mark);
    } catch (failure) {
      toast.error(errorText(failure, 'No se pudo eliminar la marca'));
    }
  }

  const nameOf = (id: string) => escala.pruebas.find((p) => p.id === id);
  const shown = prueba ? marks.marcas.filter((m) => m.prueba === prueba.id) : [];

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Marcas en las pruebas oficiales</h2>
        <p className="text-sm text-slate-700">{escala.nombre}</p>
        <p className="text-xs text-slate-500">Fuente: {escala.fuente}</p>
      </div>
      <form
        noValidate
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-sexo`}>Escala</Label>
          <select
            id={`${base}-sexo`}
            className={select}
            value={sexo}
            onChange={(e) => setSexo(e.target.value as Sexo)}
          >
            <option value="hombre">Hombres</option>
            <option value="mujer">Mujeres</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-prueba`}>Prueba</Label>
          <select
            id={`${base}-prueba`}
            className={select}
            value={prueba?.id ?? ''}
            onChange={(e) => {
              setPruebaId(e.target.value);
              setError(null);
            }}
          >
            {pruebas.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-valor`}>Marca</Label>
          <Input
            id={`${base}-valor`}
            value={valor}
            inputMode="decimal"
            placeholder={prueba ? PLACEHOLDER[prueba.unidad] : ''}
            aria-invalid={error?.field === 'valor' || undefined}
            onChange={(e) => {
              setValor(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${base}-fecha`}>Fecha</Label>
          <Input
            id={`${base}-fecha`}
            type="date"
            value={fecha}
            aria-invalid={error?.field === 'fecha' || undefined}
            onChange={(e) => {
              setFecha(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Guardar marca
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2 lg:col-span-5">
            {error.message}
          </p>
        )}
      </form>
      {prueba?.nota && <p className="text-sm text-amber-800">{prueba.nota}</p>}
      {prueba && <MarksChart prueba={prueba} marcas={shown} />}
      {marks.marcas.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label="Marcas registradas">
          {[...marks.marcas].reverse().map((m: LocalMarca) => {
            const p = nameOf(m.prueba);
            return (
              <li
                key={m.uuid}
                className="flex flex-wrap items-center gap-3 py-2 text-sm"
                data-testid="mark"
              >
                <span className="text-slate-500">{formatDate(m.fecha)}</span>
                <span className="font-medium text-slate-900">{p?.nombre ?? m.prueba}</span>
                <span>{p ? formatMark(p, m.valor) : m.valor}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold">{m.etiqueta}</span>
                {pending.has(m.uuid) && <PendingSyncBadge />}
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto"
                  aria-label={`Eliminar marca de ${p?.nombre ?? m.prueba} del ${formatDate(m.fecha)}`}
                  onClick={() => void remove(m)}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

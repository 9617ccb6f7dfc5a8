import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Modo, Selection } from '../hooks/use-selection';

export const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm disabled:cursor-not-allowed disabled:opacity-60';

const NAMES = {
  proceso: { article: 'el proceso', label: 'Proceso', placeholder: 'Nombre del nuevo proceso' },
  seccion: { article: 'la sección', label: 'Sección', placeholder: 'Escribe la sección' },
  tema: { article: 'el tema', label: 'Tema', placeholder: 'Escribe el tema' },
} as const;

function ModeToggle({
  modo,
  onChange,
  what,
  disabled,
}: {
  modo: Modo;
  onChange: (modo: Modo) => void;
  what: keyof typeof NAMES;
  disabled?: boolean;
}) {
  const { article } = NAMES[what];
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs text-primary"
      onClick={() => onChange(modo === 'lista' ? 'texto' : 'lista')}
      disabled={disabled}
    >
      {modo === 'lista' ? `Escribir ${article}` : `Elegir ${article} de la lista`}
    </Button>
  );
}

function FieldHeader({
  htmlFor,
  children,
  toggle,
}: {
  htmlFor?: string;
  children: string;
  toggle: ReactNode;
}) {
  return (
    <div className="flex min-h-7 items-center justify-between gap-2">
      {htmlFor ? (
        <Label htmlFor={htmlFor}>{children}</Label>
      ) : (
        // A fieldset's name comes from its (hidden) legend; this is the same text for the eye.
        <span aria-hidden className="text-sm font-medium text-slate-800">
          {children}
        </span>
      )}
      {toggle}
    </div>
  );
}

export function ProcessField({
  selection,
  disabled,
  listOnly = false,
}: {
  selection: Selection;
  disabled?: boolean;
  /** No free-text mode (a process that must exist, as for an export). */
  listOnly?: boolean;
}) {
  const id = useId();
  const { state, update, procesos, loading } = selection;
  return (
    <div className="space-y-1.5">
      <FieldHeader
        htmlFor={id}
        toggle={
          !listOnly && (
            <ModeToggle
              what="proceso"
              modo={state.procesoModo}
              onChange={(m) => update('procesoModo', m)}
              disabled={disabled}
            />
          )
        }
      >
        Proceso
      </FieldHeader>
      {state.procesoModo === 'lista' ? (
        <Select
          id={id}
          value={state.procesoId ?? ''}
          onChange={(e) => update('proceso', e.target.value ? Number(e.target.value) : null)}
          disabled={disabled || loading.procesos}
        >
          <option value="">{loading.procesos ? 'Cargando...' : 'Elige un proceso'}</option>
          {procesos.map((p) => (
            <option key={p.id} value={p.id}>
              {p.descripcion}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          value={state.procesoTexto}
          maxLength={300}
          placeholder={NAMES.proceso.placeholder}
          onChange={(e) => update('procesoTexto', e.target.value)}
          disabled={disabled}
        />
      )}
    </div>
  );
}

/**
 * A section or topic: one choice from a list (`multiple` false), several (checkboxes), or a
 * typed name. A typed process has no lists, so only typing is offered then.
 */
export function NameField({
  selection,
  what,
  multiple,
  disabled,
  listOnly = false,
  placeholder,
}: {
  selection: Selection;
  what: 'seccion' | 'tema';
  multiple: boolean;
  disabled?: boolean;
  listOnly?: boolean;
  /** The empty choice's text when the list has options. */
  placeholder?: string;
}) {
  const id = useId();
  const { state, update, loading } = selection;
  const isSeccion = what === 'seccion';
  const modo = isSeccion ? state.seccionModo : state.temaModo;
  const chosen = isSeccion ? state.secciones : state.temas;
  const options = isSeccion ? selection.seccionOptions : selection.temaOptions;
  const text = isSeccion ? state.seccionTexto : state.temaTexto;
  const isLoading = isSeccion ? loading.secciones : loading.temas;
  const canList = state.procesoModo === 'lista';
  const label = multiple ? (isSeccion ? 'Secciones' : 'Temas') : NAMES[what].label;
  const choose = (next: string[]) =>
    isSeccion ? update('secciones', next) : update('temas', next);
  const type = (value: string) =>
    isSeccion ? update('seccionTexto', value) : update('temaTexto', value);
  const toggle = canList && !listOnly && (
    <ModeToggle
      what={what}
      modo={modo}
      onChange={(m) => (isSeccion ? update('seccionModo', m) : update('temaModo', m))}
      disabled={disabled}
    />
  );
  const empty = isLoading
    ? 'Cargando...'
    : isSeccion
      ? state.procesoId === null
        ? 'Elige primero un proceso.'
        : 'Este proceso aún no tiene secciones: escribe una.'
      : selection.resolved.secciones.length === 0
        ? 'Elige primero una sección.'
        : 'Esta sección aún no tiene temas: escribe uno.';

  if (modo === 'texto' || !canList) {
    return (
      <div className="space-y-1.5">
        <FieldHeader htmlFor={id} toggle={toggle}>
          {NAMES[what].label}
        </FieldHeader>
        <Input
          id={id}
          value={text}
          maxLength={300}
          placeholder={NAMES[what].placeholder}
          onChange={(e) => type(e.target.value)}
          disabled={disabled}
        />
      </div>
    );
  }
  if (!multiple) {
    return (
      <div className="space-y-1.5">
        <FieldHeader htmlFor={id} toggle={toggle}>
          {label}
        </FieldHeader>
        <Select
          id={id}
          value={chosen[0] ?? ''}
          onChange={(e) => choose(e.target.value ? [e.target.value] : [])}
          disabled={disabled || options.length === 0}
        >
          <option value="">
            {options.length === 0
              ? empty
              : (placeholder ?? (isSeccion ? 'Elige una sección' : 'Elige un tema'))}
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      </div>
    );
  }
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <FieldHeader toggle={toggle}>{label}</FieldHeader>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {options.map((option, i) => (
            <li key={option} className="flex items-start gap-2">
              <Checkbox
                id={`${id}-${i}`}
                className="mt-0.5"
                checked={chosen.includes(option)}
                onCheckedChange={(checked) =>
                  choose(
                    checked === true ? [...chosen, option] : chosen.filter((c) => c !== option),
                  )
                }
              />
              <label htmlFor={`${id}-${i}`} className="text-sm text-slate-700">
                {option}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

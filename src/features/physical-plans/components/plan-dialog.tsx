import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PhysicalForm } from '../data/physical-plans';
import type { PlanErrors, PlanField } from '../logic';
import { trimForm, validatePlan } from '../logic';
import { DatePicker } from './date-picker';

type Field = PlanField;

function Row({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Crear nuevo plan físico' / 'Editar plan físico' (spec §2). */
export function PlanDialog({
  open,
  onOpenChange,
  initial,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: PhysicalForm;
  editing: boolean;
  /** Resolves true when saved (the dialog closes). */
  onSave: (form: PhysicalForm) => Promise<boolean>;
}) {
  const base = useId();
  const [form, setForm] = useState<PhysicalForm>(initial);
  const [errors, setErrors] = useState<PlanErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const id = (field: Field) => `${base}-${field}`;
  const describe = (field: Field) => (errors[field] ? `${id(field)}-error` : undefined);

  async function submit() {
    const trimmed = trimForm(form);
    const found = validatePlan(trimmed);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      if (await onSave(trimmed)) onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? 'Editar plan físico' : 'Crear nuevo plan físico'}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Row id={id('titulo')} label="Título*" error={errors.titulo}>
            <Input
              id={id('titulo')}
              value={form.titulo}
              maxLength={200}
              aria-invalid={!!errors.titulo || undefined}
              aria-describedby={describe('titulo')}
              onChange={(e) => set('titulo', e.target.value)}
            />
          </Row>
          <Row id={id('tipo_prueba')} label="Tipo de prueba*" error={errors.tipo_prueba}>
            <Input
              id={id('tipo_prueba')}
              value={form.tipo_prueba}
              maxLength={200}
              placeholder="Bombero, Policía, Militar"
              aria-invalid={!!errors.tipo_prueba || undefined}
              aria-describedby={describe('tipo_prueba')}
              onChange={(e) => set('tipo_prueba', e.target.value)}
            />
          </Row>
          <Row id={id('descripcion')} label="Descripción">
            <textarea
              id={id('descripcion')}
              value={form.descripcion}
              maxLength={5000}
              rows={3}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary"
              onChange={(e) => set('descripcion', e.target.value)}
            />
          </Row>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Row id={id('fecha_inicio')} label="Fecha de inicio*" error={errors.fecha_inicio}>
              <DatePicker
                id={id('fecha_inicio')}
                value={form.fecha_inicio}
                invalid={!!errors.fecha_inicio}
                describedBy={describe('fecha_inicio')}
                onChange={(v) => set('fecha_inicio', v)}
              />
            </Row>
            <Row id={id('fecha_fin')} label="Fecha de fin*" error={errors.fecha_fin}>
              <DatePicker
                id={id('fecha_fin')}
                value={form.fecha_fin}
                openAt={form.fecha_inicio || undefined}
                invalid={!!errors.fecha_fin}
                describedBy={describe('fecha_fin')}
                onChange={(v) => set('fecha_fin', v)}
              />
            </Row>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Guardando...' : editing ? 'Guardar cambios' : 'Crear plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

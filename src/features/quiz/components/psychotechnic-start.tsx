import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadSecciones, loadTemas } from '../data/test-source';

export const SIN_PSICOTECNICOS =
  'Este proceso no tiene prueba psicotécnica en su examen, así que no hay preguntas psicotécnicas que practicar. Elige otro proceso para hacer un test psicotécnico.';

/**
 * 'Comenzar Test', and in psychotechnic mode, before it, the notice for a process without a
 * psychotechnic test: one with no 'Psico - …' topic in any section. Said before starting, and the
 * button stays disabled, instead of failing after it.
 */
export function PsychotechnicStart({
  procesoId,
  psicotecnico,
  disabled,
}: {
  procesoId: number | null;
  psicotecnico: boolean;
  disabled: boolean;
}) {
  const [checked, setChecked] = useState<{ procesoId: number; none: boolean } | null>(null);

  useEffect(() => {
    if (!psicotecnico || procesoId === null) return;
    let live = true;
    loadSecciones(procesoId)
      .then((secciones) => loadTemas(procesoId, secciones, true))
      .then(
        (temas) => live && setChecked({ procesoId, none: temas.length === 0 }),
        // The configurator already shows why the lists could not be loaded.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [procesoId, psicotecnico]);

  const none = psicotecnico && checked !== null && checked.procesoId === procesoId && checked.none;
  return (
    <>
      {none && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {SIN_PSICOTECNICOS}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={disabled || none}>
        Comenzar Test
      </Button>
    </>
  );
}

import { Button } from '@/components/ui/button';

export const SIN_PSICOTECNICOS =
  'Este proceso no tiene prueba psicotécnica en su examen, así que no hay preguntas psicotécnicas que practicar. Elige otro proceso para hacer un test psicotécnico.';

/**
 * 'Comenzar Test', and in psychotechnic mode, before it, the notice for a process without a
 * psychotechnic test: one with no section that has a 'Psico - …' topic. Said before starting,
 * and the button stays disabled, instead of failing after it.
 */
export function PsychotechnicStart({
  sinPsicotecnicos,
  disabled,
}: {
  sinPsicotecnicos: boolean;
  disabled: boolean;
}) {
  return (
    <>
      {sinPsicotecnicos && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {SIN_PSICOTECNICOS}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={disabled || sinPsicotecnicos}>
        Comenzar Test
      </Button>
    </>
  );
}

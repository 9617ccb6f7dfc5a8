import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { StockImage } from '@/core/contract/physical-marks';
import { MAX_STOCK_IMAGES, stockImagesResponseSchema } from '@/core/contract/physical-marks';
import { api } from '@/lib/api-client';
import { PHYSICAL_PATH } from '../data/physical-plans';
import { toast } from '@/lib/toast';
import { errorText } from '../hooks/use-physical';
import { imageSrc } from '../logic';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
const srcOf = (item: StockImage) => imageSrc(item, API_BASE);

/** The image-search button of an exercise and the up to 4 pictures it found, each with 'Fuente:'. */
export function ExerciseImages({ nombre, bloque }: { nombre: string; bloque: string }) {
  const [items, setItems] = useState<StockImage[] | null>(null);
  const [loading, setLoading] = useState(false);

  async function search() {
    setLoading(true);
    try {
      const res = stockImagesResponseSchema.parse(
        await api(`${PHYSICAL_PATH}?action=buscar_imagen_stock`, {
          method: 'POST',
          body: { q: nombre, bloque, limit: MAX_STOCK_IMAGES },
        }),
      );
      const found = res.items.filter((i) => srcOf(i) !== null).slice(0, MAX_STOCK_IMAGES);
      setItems(found);
      if (found.length === 0) toast.info('No se encontraron imágenes relevantes');
    } catch (error) {
      toast.error(errorText(error, 'Error al buscar imágenes'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="mt-2">
      <Button variant="outline" size="sm" onClick={() => void search()} disabled={loading}>
        <ImageIcon aria-hidden className="h-4 w-4" />
        {loading ? 'Buscando...' : 'Buscar imágenes'}
      </Button>
      {items && items.length > 0 && (
        <ul
          className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
          aria-label={`Imágenes de ${nombre}`}
        >
          {items.map((item) => (
            <li key={srcOf(item)} className="rounded border border-slate-200 p-1">
              <img
                src={srcOf(item) ?? ''}
                alt={item.titulo ?? nombre}
                loading="lazy"
                className="aspect-[5/4] w-full rounded bg-slate-50 object-contain"
              />
              <p className="mt-1 text-xs text-slate-600">Fuente: {item.credit}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

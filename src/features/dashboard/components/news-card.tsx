import { ExternalLink, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import type { NewsItem } from '@/core/contract';
import { newsResponseSchema } from '@/core/contract';
import { CACHE_KEYS } from '@/core/stats';
import { formatDate } from '@/lib/format';
import { useCachedRemote } from '@/lib/remote-cache';
import { loadNews } from '../data/dashboard-api';

export const NEWS_SHOWN = 5;

function Thumb({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-slate-100">
        <Newspaper aria-hidden className="h-5 w-5 text-slate-400" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className="h-10 w-10 shrink-0 rounded object-cover"
      onError={() => setBroken(true)}
    />
  );
}

/** One news list (spec §2): the first five items; the device keeps the last copy for offline. */
export function NewsCard({
  title,
  lista,
  path,
}: {
  title: string;
  lista: 'noticias' | 'oposiciones';
  path: 'noticias.php' | 'ultimas_oposiciones.php';
}) {
  const remote = useCachedRemote(CACHE_KEYS.news(lista), newsResponseSchema, () => loadNews(path));
  const items: NewsItem[] = (remote.data ?? []).slice(0, NEWS_SHOWN);
  const id = `noticias-${lista}`;
  return (
    <Card className="space-y-3" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {remote.loading ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando últimas noticias...
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">Sin noticias recientes.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((n) => (
            <li key={n.link} className="flex gap-3">
              <Thumb src={n.image} />
              <div className="min-w-0">
                <a
                  href={n.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="line-clamp-2 font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {n.title}
                  <ExternalLink aria-hidden className="ml-1 inline h-3 w-3 text-slate-400" />
                </a>
                {n.summary && <p className="line-clamp-2 text-xs text-slate-600">{n.summary}</p>}
                {n.date && <p className="text-xs text-slate-500">{formatDate(n.date)}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

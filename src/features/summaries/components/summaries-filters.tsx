import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { SummaryFilter } from '../data/filters';
import { ALL_SECTIONS, NO_SUMMARY_FILTER, isSummaryFiltered } from '../data/filters';

/** The list's filters. The section tabs have no panels: they control the results (`resultsId`). */
export function SummariesFilters({
  sections,
  value,
  onChange,
  resultsId,
}: {
  sections: string[];
  value: SummaryFilter;
  onChange: (next: SummaryFilter) => void;
  resultsId: string;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label="Buscar resúmenes"
            placeholder="Buscar por tema, sección o contenido"
            aria-controls={resultsId}
            className="pl-9"
            value={value.q}
            onChange={(e) => onChange({ ...value, q: e.target.value })}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => onChange(NO_SUMMARY_FILTER)}
          disabled={!isSummaryFiltered(value)}
        >
          Limpiar filtros
        </Button>
      </div>
      <Tabs value={value.seccion} onValueChange={(seccion) => onChange({ ...value, seccion })}>
        <TabsList
          aria-label="Sección"
          controls={resultsId}
          className="flex h-auto w-full flex-wrap justify-start gap-1"
        >
          {[ALL_SECTIONS, ...sections].map((name) => (
            <TabsTrigger key={name} value={name}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
    </div>
  );
}

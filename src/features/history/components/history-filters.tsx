import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { HistoryFilter } from '@/core/stats';
import { NO_FILTER, isFiltered } from '@/core/stats';

export function HistoryFilters({
  value,
  onChange,
  resultsId,
}: {
  value: HistoryFilter;
  onChange: (next: HistoryFilter) => void;
  /** The element the type tabs filter. */
  resultsId: string;
}) {
  const ids = { desde: useId(), hasta: useId(), q: useId() };
  const set = (patch: Partial<HistoryFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-3">
      <Tabs
        value={value.tipo}
        onValueChange={(tipo) => set({ tipo: tipo as HistoryFilter['tipo'] })}
      >
        <TabsList aria-label="Tipo de test" controls={resultsId}>
          <TabsTrigger value="todos">Todos</TabsTrigger>
          <TabsTrigger value="simulacion">Simulaciones</TabsTrigger>
          <TabsTrigger value="examen">Exámenes</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid items-end gap-3 sm:grid-cols-[auto_auto_1fr_auto]">
        <div className="space-y-1">
          <Label htmlFor={ids.desde}>Desde</Label>
          <Input
            id={ids.desde}
            type="date"
            value={value.desde}
            max={value.hasta || undefined}
            onChange={(e) => set({ desde: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.hasta}>Hasta</Label>
          <Input
            id={ids.hasta}
            type="date"
            value={value.hasta}
            min={value.desde || undefined}
            onChange={(e) => set({ hasta: e.target.value })}
          />
        </div>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={ids.q}
            type="search"
            aria-label="Buscar por tema/proceso"
            placeholder="Buscar por tema/proceso"
            className="pl-9"
            value={value.q}
            onChange={(e) => set({ q: e.target.value })}
          />
        </div>
        <Button variant="outline" onClick={() => onChange(NO_FILTER)} disabled={!isFiltered(value)}>
          Limpiar filtros
        </Button>
      </div>
    </div>
  );
}

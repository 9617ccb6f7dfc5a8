import { Cpu } from 'lucide-react';

/** Who wrote an AI text: 'motor local', the model's name or 'sin conexión'. */
export function EngineLabel({ etiqueta, aviso }: { etiqueta: string; aviso?: string | undefined }) {
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-1 text-xs text-slate-500">
        <Cpu aria-hidden className="h-3 w-3" />
        <span>Generado con: </span>
        <span
          className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700"
          data-testid="motor"
        >
          {etiqueta}
        </span>
      </p>
      {aviso && <p className="text-xs text-amber-700">{aviso}</p>}
    </div>
  );
}

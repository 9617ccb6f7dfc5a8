import type { UltimoProceso } from '../contract/stats';

/** What the recent processes need of a finished test kept on the device. */
export interface RecentTest {
  id_proceso: number;
  descripcion: string | null;
  fecha_inicio: string;
  fecha_finalizacion: string | null;
  finishedAt: number;
}

/**
 * 'Tus últimos procesos': the server's list (ultimos_procesos.php) completed with the tests on
 * the device, so the process of a test finished a moment ago (not yet synced, or synced after
 * the list was fetched) is there at once; most recent activity first.
 */
export function mergeRecentProcesses(
  server: readonly UltimoProceso[],
  local: readonly RecentTest[],
): UltimoProceso[] {
  const byId = new Map(server.map((p) => [p.id_proceso, { ...p }]));
  for (const test of local) {
    const at = new Date(test.finishedAt).toISOString();
    const known = byId.get(test.id_proceso);
    if (!known) {
      byId.set(test.id_proceso, {
        id_proceso: test.id_proceso,
        descripcion: test.descripcion || `Proceso ${test.id_proceso}`,
        foto: null,
        fecha_inicio: test.fecha_inicio,
        fecha_fin: test.fecha_finalizacion,
        ultima_fecha: at,
      });
    } else if (Date.parse(at) > Date.parse(known.ultima_fecha)) {
      known.ultima_fecha = at;
      known.fecha_fin = test.fecha_finalizacion ?? known.fecha_fin;
    }
  }
  return [...byId.values()].sort(
    (a, b) =>
      Date.parse(b.ultima_fecha) - Date.parse(a.ultima_fecha) || a.id_proceso - b.id_proceso,
  );
}

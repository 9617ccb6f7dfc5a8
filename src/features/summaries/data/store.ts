// The user's summaries on this device (Dexie `summaries`, one record per summary, the summary
// in `data`): the server's copies, pulled when the list or a detail is opened online, and the
// summaries created or edited here, written first and sent through the outbox. A record's key
// is the summary's uuid (made here when it is created, so the same summary synced twice stays
// one), or 'servidor-{id}' for a summary the server holds without one. Writes still in the
// outbox are what makes a card 'Pendiente de sincronizar'; a server copy never overwrites a
// technique edit that has not reached the server yet. The review schedule of the technique's
// cards ('Repasar tarjetas') lives here too and never leaves the device.
import type { GenerarResumenInput, GenerarResumenResponse, Resumen } from '@/core/contract';
import {
  detalleResumenResponseSchema,
  resumenSchema,
  listarResumenesResponseSchema,
} from '@/core/contract';
import { z } from '@/core/contract/zod';
import { OFFLINE_LABEL, labelOf } from '@/lib/ai/fallback';
import { api } from '@/lib/api-client';
import { db, ownedTable } from '@/lib/db/db';
import type { OutboxEntry, OwnedRecord } from '@/lib/db/schema';
import { localIdOf } from '@/lib/sync/local-ids';
import { enqueue } from '@/lib/sync/outbox';
import type { Schedules } from './deck';

export const LIST_PATH = 'listar_resumenes.php';
export const CREATE_PATH = 'generar_resumen.php';
export const TECHNIQUE_PATH = 'tecnica_resumen.php';

/** A summary as this device keeps it. */
export interface LocalSummary {
  key: string;
  uuid: string | null;
  /** The server's id; null until the server has acknowledged it. */
  serverId: number | null;
  id_proceso: number | null;
  tema: string;
  seccion: string;
  resumen: string;
  archivo_nombre: string | null;
  archivo_tamano: number | null;
  archivo_tipo: string | null;
  tecnica: string | null;
  /** Who wrote `resumen`: 'local', a model's name, or null for the user's own text. */
  motor: string | null;
  /** True when the browser's local engine wrote it because the server could not be reached. */
  sinConexion: boolean;
  /** ISO 8601 creation date. */
  fecha: string;
  /** 'Repasar tarjetas': the schedule of each card of the technique, by card id. */
  repaso: Schedules;
}

/** A summary as the screens show it. */
export interface SummaryView extends LocalSummary {
  /** What /resumenes/{id} uses: the server's id once known, else the uuid. */
  routeId: string;
  /** A write of it still waits for the server (or the server never took it). */
  pending: boolean;
  /** 'motor local', the model's name, 'sin conexión', or null for the user's own text. */
  etiqueta: string | null;
}

/** The outbox body of a summary made here. */
export type CreateBody = GenerarResumenInput & { uuid: string };
/**
 * The outbox body of a technique edit; `resumen_id` is the summary's local id ('local-' + its
 * uuid) until the summary itself is synced, which the drain rewrites to the server's id
 * (src/lib/sync/local-ids.ts).
 */
export interface TechniqueBody {
  resumen_id: number | string;
  tecnica: string;
  uuid?: string;
}

/** db.summaries, its records' data typed as this feature keeps it. */
export const summaryTable = ownedTable<LocalSummary>('summaries');

const resumenesSchema = z.union([listarResumenesResponseSchema, z.array(resumenSchema)]);

export const keyOf = (r: { uuid: string | null; id: number }) => r.uuid ?? `servidor-${r.id}`;

export function toRecord(userId: number, summary: LocalSummary): OwnedRecord<LocalSummary> {
  return { id: summary.key, userId, data: summary, updatedAt: Date.now() };
}

function toView(summary: LocalSummary, pendingKeys: Set<string>): SummaryView {
  const etiqueta = summary.sinConexion
    ? OFFLINE_LABEL
    : summary.motor === null
      ? null
      : labelOf(summary.motor);
  return {
    ...summary,
    routeId: summary.serverId === null ? summary.key : String(summary.serverId),
    pending: summary.serverId === null || pendingKeys.has(summary.key),
    etiqueta,
  };
}

const isSummaryEntry = (e: OutboxEntry) =>
  e.kind === 'summary-create' || e.kind === 'summary-technique';

/** The key of the summary an outbox entry writes to. */
function keyOfEntry(entry: OutboxEntry): string | null {
  const body = entry.body as Partial<TechniqueBody> & { uuid?: string };
  if (body.uuid) return body.uuid;
  return typeof body.resumen_id === 'number' ? `servidor-${body.resumen_id}` : null;
}

export async function summaryEntries(userId: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where('userId').equals(userId).toArray()).filter(isSummaryEntry);
}

/** The keys of the user's summaries with a write waiting in the outbox (by kind). */
async function pendingKeys(userId: number, kind?: OutboxEntry['kind']): Promise<Set<string>> {
  const entries = (await summaryEntries(userId)).filter((e) => !kind || e.kind === kind);
  return new Set(entries.map(keyOfEntry).filter((k) => k !== null));
}

async function userSummaries(userId: number): Promise<LocalSummary[]> {
  const records = await summaryTable.where('userId').equals(userId).toArray();
  return records.map((r) => r.data);
}

/** The user's summaries, newest first (for useLiveQuery). */
export async function listSummaries(userId: number): Promise<SummaryView[]> {
  const [summaries, pending] = await Promise.all([userSummaries(userId), pendingKeys(userId)]);
  return summaries
    .map((s) => toView(s, pending))
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || (b.serverId ?? 0) - (a.serverId ?? 0));
}

async function findLocal(userId: number, routeId: string): Promise<LocalSummary | null> {
  if (/^\d+$/.test(routeId)) {
    const id = Number(routeId);
    return (await userSummaries(userId)).find((s) => s.serverId === id) ?? null;
  }
  const record = await summaryTable.get(routeId);
  return record && record.userId === userId ? record.data : null;
}

/** One summary by its route id (server id or uuid); null when this device does not have it. */
export async function findSummary(userId: number, routeId: string): Promise<SummaryView | null> {
  const summary = await findLocal(userId, routeId);
  return summary ? toView(summary, await pendingKeys(userId)) : null;
}

function fromServer(
  r: Resumen,
  kept: LocalSummary | undefined,
  keepTecnica: boolean,
): LocalSummary {
  return {
    key: keyOf(r),
    uuid: r.uuid,
    serverId: r.id,
    id_proceso: r.id_proceso,
    tema: r.tema,
    seccion: r.seccion,
    resumen: r.resumen,
    archivo_nombre: r.archivo_nombre,
    archivo_tamano: r.archivo_tamano,
    archivo_tipo: r.archivo_tipo,
    tecnica: keepTecnica && kept ? kept.tecnica : r.tecnica,
    // A summary the browser wrote offline was saved as the user's text; it keeps its label.
    motor: r.motor ?? kept?.motor ?? null,
    sinConexion: r.motor === null && (kept?.sinConexion ?? false),
    fecha: r.fecha,
    repaso: kept?.repaso ?? {},
  };
}

/** Stores the server's copies, keeping technique edits that have not reached it yet. */
async function storeFromServer(userId: number, resumenes: Resumen[]): Promise<void> {
  await db.transaction('rw', summaryTable, db.outbox, async () => {
    const unsent = await pendingKeys(userId, 'summary-technique');
    const kept = await summaryTable.bulkGet(resumenes.map(keyOf));
    await summaryTable.bulkPut(
      resumenes.map((r, i) => {
        const record = kept[i];
        const mine = record && record.userId === userId ? record.data : undefined;
        return toRecord(userId, fromServer(r, mine, unsent.has(keyOf(r))));
      }),
    );
  });
}

/** Brings the user's summaries from the server into this device. */
export async function pullSummaries(userId: number): Promise<void> {
  const parsed = resumenesSchema.parse(await api(LIST_PATH));
  await storeFromServer(userId, Array.isArray(parsed) ? parsed : parsed.resumenes);
}

/** Brings one summary from the server (a 404 is thrown as the server's ApiError). */
export async function pullSummary(userId: number, serverId: number): Promise<void> {
  const { resumen } = detalleResumenResponseSchema.parse(
    await api(`detalle_resumen.php?id=${serverId}`),
  );
  await storeFromServer(userId, [resumen]);
}

export interface NewSummary {
  uuid: string;
  id_proceso: number | null;
  tema: string;
  seccion: string;
  archivo_nombre: string | null;
  archivo_tamano: number | null;
  archivo_tipo: string | null;
}

function localSummary(input: NewSummary, resumen: string, motor: string | null): LocalSummary {
  return {
    ...input,
    key: input.uuid,
    serverId: null,
    resumen,
    tecnica: null,
    motor,
    sinConexion: motor !== null,
    fecha: new Date().toISOString(),
    repaso: {},
  };
}

/**
 * Keeps a summary written here (the user's text, or the browser's local summary when the
 * server could not be reached: `motor` 'local') and queues it for the server as `corto`.
 */
export async function saveNewSummary(
  userId: number,
  input: NewSummary,
  resumen: string,
  motor: string | null = null,
): Promise<SummaryView> {
  const summary = localSummary(input, resumen, motor);
  const body: CreateBody = {
    uuid: input.uuid,
    id_proceso: input.id_proceso,
    tema: input.tema,
    seccion: input.seccion,
    texto: resumen,
    nivel_detalle: 'corto',
    archivo_nombre: input.archivo_nombre,
    archivo_tamano: input.archivo_tamano,
    archivo_tipo: input.archivo_tipo,
  };
  await db.transaction('rw', summaryTable, db.outbox, async () => {
    await summaryTable.add(toRecord(userId, summary));
    await enqueue({
      userId,
      kind: 'summary-create',
      label: `Resumen nuevo: ${input.tema}`,
      path: CREATE_PATH,
      idempotencyKey: input.uuid,
      body,
    });
  });
  return toView(summary, new Set([summary.key]));
}

/** Keeps a summary the server has just made and stored (an AI summary made online). */
export async function storeCreated(
  userId: number,
  input: NewSummary,
  response: GenerarResumenResponse,
): Promise<SummaryView> {
  const summary: LocalSummary = {
    ...localSummary(input, response.resumen, response.motor),
    serverId: response.id,
    sinConexion: false,
  };
  await summaryTable.put(toRecord(userId, summary));
  return toView(summary, new Set());
}

/** Saves the technique here and queues it for the server. */
export async function saveTechnique(userId: number, key: string, tecnica: string): Promise<void> {
  await db.transaction('rw', summaryTable, db.outbox, async () => {
    const record = await summaryTable.get(key);
    if (!record || record.userId !== userId) throw new Error('Resumen no encontrado');
    const summary = record.data;
    await summaryTable.put(toRecord(userId, { ...summary, tecnica }));
    // Without a server id the summary was made here and has its uuid.
    const body: TechniqueBody = {
      resumen_id: summary.serverId ?? localIdOf(summary.uuid ?? summary.key),
      tecnica,
      ...(summary.uuid ? { uuid: summary.uuid } : {}),
    };
    await enqueue({
      userId,
      kind: 'summary-technique',
      label: `Técnica de memorización: ${summary.tema}`,
      path: TECHNIQUE_PATH,
      body,
    });
  });
}

// Local ids: the one place that knows how a record created on this device is named before the
// server numbers it, and how writes queued under that name reach the server under the number.
//
// A record created here gets the id 'local-' + a uuid (`localIdOf`). Its create goes through the
// outbox; a change the user makes to it afterwards, at any time, is queued at once naming the
// local id. When the create is acknowledged, the feature's handler calls `recordServerId` inside
// the drain's transaction (the mapping lands with the removal of the create, or not at all) and
// swaps its record's id. Right before an entry is taken into a request, the drain rewrites it
// through the mapping (`resolveEntries`) and keeps the rewritten path and body in the outbox, so a
// retry sends the same write under the same Idempotency-Key.
//
// What is rewritten is declared per outbox kind by the feature that queues it
// (`declareIdFields`), never found by searching the text of an entry:
// - `query`: parameters of the path's query string (`planes_fisicos.php?...&id_plan=local-…`);
//   the value is replaced by the server id.
// - `body`: top-level fields of the body, JSON or form; the value becomes the server id (a
//   number in JSON, its decimal string in a form).
// Only a value that is a whole local id is replaced; any other field or kind is sent as queued.
//
// An entry that still names a local id with no server id is never sent: behind its create it
// waits for the next request (the create's acknowledgement maps the id first); at the head of the
// outbox its create is no longer queued (refused, or discarded), so the drain moves it to the
// dead letters (`ORPHAN_MSG`), where the user sees it and can retry it after the create.
//
// The mapping is kept in Dexie (`localIds`) so it survives a reload between the create's
// acknowledgement and the send of a change queued behind it. A row is dropped a day after it was
// recorded, once no queued or refused entry names its local id (`forgetSettledIds`); until then a
// screen still holding the local id can also find the server's (`currentId`). At logout every
// row no queued entry names goes (`forgetUnnamedIds`); the queue stays for the next login.
import { db } from '../db/db';
import type { OutboxEntry, OutboxKind } from '../db/schema';

const PREFIX = 'local-';

/** Rows kept at least this long, for screens that still hold the local id. */
const RETENTION_MS = 86_400_000;

export const ORPHAN_MSG =
  'No se envió: el registro al que se refiere no llegó al servidor (reintenta primero su creación)';

export const localIdOf = (uuid: string): string => `${PREFIX}${uuid}`;

export const isLocalId = (id: unknown): id is string =>
  typeof id === 'string' && id.startsWith(PREFIX);

/** Where the entries of one kind may name a record by its id. */
export interface IdFields {
  /** Parameters of the path's query string. */
  query?: readonly string[];
  /** Top-level fields of the body (a JSON object or a form). */
  body?: readonly string[];
}

const fieldsByKind = new Map<OutboxKind, IdFields>();

/**
 * Declares which fields of `kind`'s entries may hold a local id. Call it where the feature wires
 * its acknowledgements, which the drain loads before the first entry of the kind is sent.
 */
export function declareIdFields(kind: OutboxKind, fields: IdFields): void {
  fieldsByKind.set(kind, fields);
}

type Rewritable = Pick<OutboxEntry, 'kind' | 'path' | 'body' | 'encoding'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The path's query parameters as [name, value, raw part]. */
function queryParams(path: string): { base: string; params: [string, string, string][] } {
  const at = path.indexOf('?');
  if (at === -1) return { base: path, params: [] };
  const params = path
    .slice(at + 1)
    .split('&')
    .map((part): [string, string, string] => {
      const eq = part.indexOf('=');
      return eq === -1
        ? [decode(part), '', part]
        : [decode(part.slice(0, eq)), decode(part.slice(eq + 1)), part];
    });
  return { base: path.slice(0, at), params };
}

/** The local ids `entry` names in the fields declared for its kind. */
export function localIdsIn(entry: Rewritable): string[] {
  const fields = fieldsByKind.get(entry.kind);
  if (!fields) return [];
  const ids = queryParams(entry.path)
    .params.filter(([name, value]) => fields.query?.includes(name) && isLocalId(value))
    .map(([, value]) => value);
  const { body } = entry;
  if (isRecord(body)) {
    for (const name of fields.body ?? []) {
      const value = body[name];
      if (isLocalId(value)) ids.push(value);
    }
  }
  return ids;
}

/** `entry` with each local id of its declared fields that `serverIds` maps replaced. */
export function rewriteEntry<T extends Rewritable>(
  entry: T,
  serverIds: ReadonlyMap<string, number>,
): T {
  const fields = fieldsByKind.get(entry.kind);
  if (!fields) return entry;
  const { base, params } = queryParams(entry.path);
  const path =
    params.length === 0
      ? entry.path
      : `${base}?${params
          .map(([name, value, raw]) => {
            const id = fields.query?.includes(name) ? serverIds.get(value) : undefined;
            return id === undefined ? raw : `${raw.slice(0, raw.indexOf('='))}=${id}`;
          })
          .join('&')}`;
  let { body } = entry;
  if (isRecord(body)) {
    const changes: Record<string, number | string> = {};
    for (const name of fields.body ?? []) {
      const value = body[name];
      const id = isLocalId(value) ? serverIds.get(value) : undefined;
      if (id !== undefined) changes[name] = entry.encoding === 'form' ? String(id) : id;
    }
    if (Object.keys(changes).length > 0) body = { ...body, ...changes };
  }
  return path === entry.path && body === entry.body ? entry : { ...entry, path, body };
}

/** The server ids of those of `localIds` the server has numbered. */
export async function serverIdsOf(localIds: Iterable<string>): Promise<Map<string, number>> {
  const keys = [...new Set(localIds)];
  if (keys.length === 0) return new Map();
  const rows = await db.localIds.bulkGet(keys);
  return new Map(rows.flatMap((row) => (row ? [[row.localId, row.serverId] as const] : [])));
}

/** `ids`, and the server id of each local one the server has numbered (a pending-write check). */
export async function withServerIds<T extends number | string>(ids: T[]): Promise<Set<T | number>> {
  const numbered = await serverIdsOf(ids.flatMap((id) => (isLocalId(id) ? [id] : [])));
  return new Set<T | number>([...ids, ...numbered.values()]);
}

/** The id a record has now: the server's for a local id it has numbered, else `id` itself. */
export async function currentId<T extends number | string>(id: T): Promise<T | number> {
  if (!isLocalId(id)) return id;
  return (await db.localIds.get(id))?.serverId ?? id;
}

/**
 * Local id `localId` is now `serverId` on the server. Call it from the acknowledgement handler of
 * the create (inside the drain's transaction, which covers `db.localIds`).
 */
export async function recordServerId(
  userId: number,
  localId: string,
  serverId: number,
): Promise<void> {
  await db.localIds.put({ localId, serverId, userId, createdAt: Date.now() });
}

export interface Resolved<T> {
  entry: T;
  /** The entry's path or body changed: the rewrite must be stored with it. */
  rewritten: boolean;
  /** It still names a local id the server has not numbered: it may not be sent yet. */
  waits: boolean;
}

/** `entries` rewritten through the mapping (read in the caller's transaction). */
export async function resolveEntries<T extends Rewritable>(entries: T[]): Promise<Resolved<T>[]> {
  const serverIds = await serverIdsOf(entries.flatMap(localIdsIn));
  return entries.map((original) => {
    const entry = rewriteEntry(original, serverIds);
    return { entry, rewritten: entry !== original, waits: localIdsIn(entry).length > 0 };
  });
}

/**
 * Drops the user's mappings older than a day that no queued or refused entry may still name.
 * Matched on the entries' text, not their declared fields: a kind whose feature is not loaded
 * must keep its ids too.
 */
export function forgetSettledIds(userId: number, now = Date.now()): Promise<void> {
  return forgetUnnamed(userId, now - RETENTION_MS);
}

/**
 * At logout: drops every mapping of the user but those a queued write still names (the outbox
 * stays for the same user's next login, and must still go out under the server's ids).
 */
export function forgetUnnamedIds(userId: number): Promise<void> {
  return forgetUnnamed(userId, Infinity);
}

async function forgetUnnamed(userId: number, recordedBy: number): Promise<void> {
  // Written so that a row without a valid date counts as old.
  const oldRows = async () =>
    (await db.localIds.where('userId').equals(userId).toArray()).filter(
      (row) => !(row.createdAt > recordedBy),
    );
  // Read first outside a write transaction: every drain of an empty outbox comes here.
  if ((await oldRows()).length === 0) return;
  await db.transaction('rw', db.localIds, db.outbox, db.deadLetters, async () => {
    const old = await oldRows();
    const entries = [
      ...(await db.outbox.where('userId').equals(userId).toArray()),
      ...(await db.deadLetters.where('userId').equals(userId).toArray()),
    ];
    const named = entries.map((e) => `${e.path} ${JSON.stringify(e.body)}`).join('\n');
    await db.localIds.bulkDelete(
      old.filter((row) => !named.includes(row.localId)).map((row) => row.localId),
    );
  });
}

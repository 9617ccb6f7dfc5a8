// Finished personality profiles, kept in Dexie's `personalityProfiles` so the user can compare
// attempts with no network. A profile is stored here when the test is finished, in the same
// transaction as its outbox entry (POST perfiles_personalidad.php, the profile's uuid as the
// Idempotency-Key) and the removal of the answers in progress. The server scores the answers
// again; its copy replaces ours when acknowledged or pulled (GET perfiles_personalidad.php).
import Dexie from 'dexie';
import {
  personalityProfileResultSchema,
  personalityProfilesResponseSchema,
  savePersonalityProfileResponseSchema,
} from '@/core/contract';
import type {
  PersonalityAnswers,
  PersonalityDefinition,
  PersonalityProfileItem,
  PersonalityProfileResult,
} from '@/core/contract';
import { scorePersonality } from '@/core/personality';
import { api } from '@/lib/api-client';
import { db, isQuotaError } from '@/lib/db/db';
import type { PersonalityProfileRecord } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import { enqueue } from '@/lib/sync/outbox';
import { versionKey } from './answers';

export const PROFILES_PATH = 'perfiles_personalidad.php';

/** A finished profile as the screens use it. */
export interface ProfileEntry {
  uuid: string;
  version: string;
  finishedAt: number;
  profile: PersonalityProfileResult;
  /** False until the server has acknowledged it. */
  synced: boolean;
}

export class ProfileStorageFullError extends Error {
  constructor() {
    super('No queda espacio en este dispositivo para guardar el perfil.');
  }
}

function toEntry(record: PersonalityProfileRecord): ProfileEntry | null {
  const profile = personalityProfileResultSchema.safeParse(record.result);
  if (!profile.success) return null;
  return {
    uuid: record.uuid,
    version: record.version,
    finishedAt: record.finishedAt,
    profile: profile.data,
    synced: record.serverId !== null,
  };
}

/** The user's profiles, newest first (for useLiveQuery). */
export async function listLocalProfiles(userId: number): Promise<ProfileEntry[]> {
  const records = await db.personalityProfiles
    .where('[userId+finishedAt]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .toArray();
  return records.flatMap((record) => toEntry(record) ?? []);
}

const toWire = (answers: PersonalityAnswers) =>
  Object.fromEntries(Object.entries(answers).map(([id, value]) => [String(id), value]));

/**
 * Scores the finished test here (the user sees the profile at once, online or not), keeps it,
 * queues it for the server and clears the answers in progress, all in one transaction.
 */
export async function finishPersonalityTest(
  userId: number,
  definition: PersonalityDefinition,
  answers: PersonalityAnswers,
): Promise<ProfileEntry> {
  const profile = scorePersonality(definition, answers);
  const uuid = crypto.randomUUID();
  const finishedAt = Date.now();
  const version = versionKey(definition.version);
  const record: PersonalityProfileRecord = {
    uuid,
    userId,
    version,
    answers: { ...answers },
    result: profile,
    finishedAt,
    serverId: null,
  };
  try {
    await db.transaction('rw', db.personalityProfiles, db.personality, db.outbox, async () => {
      await db.personalityProfiles.add(record);
      await db.personality.delete([userId, version]);
      await enqueue({
        userId,
        kind: 'personality-profile',
        label: 'Test de personalidad finalizado',
        path: PROFILES_PATH,
        idempotencyKey: uuid,
        body: {
          uuid,
          version: definition.version,
          respuestas: toWire(answers),
          fecha: new Date(finishedAt).toISOString(),
        },
      });
    });
  } catch (error) {
    if (isQuotaError(error)) throw new ProfileStorageFullError();
    throw error;
  }
  return { uuid, version, finishedAt, profile, synced: false };
}

function fromServer(item: PersonalityProfileItem, userId: number): PersonalityProfileRecord {
  return {
    uuid: item.uuid,
    userId,
    version: item.version,
    answers: Object.fromEntries(Object.entries(item.respuestas).map(([id, v]) => [Number(id), v])),
    result: item.resultado,
    finishedAt: Date.parse(item.fecha),
    serverId: item.id,
  };
}

/** Brings the user's profiles from the server (those of other devices too) into Dexie. */
export async function pullProfiles(userId: number): Promise<void> {
  const { perfiles } = personalityProfilesResponseSchema.parse(await api(PROFILES_PATH));
  await db.personalityProfiles.bulkPut(perfiles.map((item) => fromServer(item, userId)));
}

let registered = false;

/** Once the server acknowledged a profile, keep its id and its own scoring. */
export function registerPersonalitySync(): void {
  if (registered) return;
  registered = true;
  onAcknowledged('personality-profile', async (entry, response) => {
    const uuid = (entry.body as { uuid?: string }).uuid;
    const saved = savePersonalityProfileResponseSchema.safeParse(response);
    if (!uuid || !saved.success) return;
    await db.personalityProfiles.update(uuid, {
      serverId: saved.data.id,
      result: saved.data.resultado,
    });
  });
}

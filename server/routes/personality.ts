// The personality test: its definition (public, with an ETag) and the user's finished profiles
// (table perfiles_personalidad, append-only). A profile arrives as answers only; the server
// scores it with src/core/personality and the definition it serves, never trusting a client
// score. The client's uuid makes a profile re-sent by the outbox land once.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PERSONALITY_PROFILE_MSG,
  personalityDefinitionSchema,
  personalityProfileResultSchema,
  personalityProfilesQuerySchema,
  personalityProfilesResponseSchema,
  savePersonalityProfileInputSchema,
  savePersonalityProfileResponseSchema,
} from '../../src/core/contract';
import type {
  PersonalityAnswers,
  PersonalityDefinition,
  PersonalityProfileItem,
  PersonalityProfileResult,
  SavePersonalityProfileInput,
} from '../../src/core/contract';
import { z } from '../../src/core/contract/zod';
import { countUnanswered, scorePersonality } from '../../src/core/personality';
import type { PersonalityProfile } from '../../src/core/personality';
import type { Db } from '../db';
import type { Executor } from '../db/repositories/executor';
import {
  findProfile,
  insertProfile,
  listProfileRows,
} from '../db/repositories/personality-profiles';
import { HttpError } from '../http-error';
import { requireUser, resolveUserId } from '../plugins/auth';
import type { WriteResult } from '../plugins/idempotency';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { errorSchemas, loginFirst } from './route-kit';

export const PERSONALITY_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
  'personality',
  'ipf-b.json',
);

/** Reads and validates the item bank; a broken bank stops the server at start, not a user. */
export async function loadPersonalityDefinition(
  file = PERSONALITY_FILE,
): Promise<PersonalityDefinition> {
  const parsed = personalityDefinitionSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Weak because compression changes the bytes; the hash catches an edit made without a new version. */
function etagOf(definition: PersonalityDefinition): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(definition))
    .digest('base64url')
    .slice(0, 16);
  return `W/"${encodeURIComponent(String(definition.version))}-${hash}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

interface SavedProfile {
  success: true;
  id: number;
  resultado: PersonalityProfileResult;
}

// The profile core computes is the one the contract carries (checked here, at compile time).
const asResult = (profile: PersonalityProfile): PersonalityProfileResult => profile;

/** The answers as item id → 1-5; 400 when they cite an unknown item or leave one out. */
function answersFor(
  definition: PersonalityDefinition,
  respuestas: Record<string, number>,
): PersonalityAnswers {
  const ids = new Set(definition.items.map((item) => item.id));
  const answers: PersonalityAnswers = {};
  for (const [key, value] of Object.entries(respuestas)) {
    const id = Number(key);
    if (!ids.has(id)) throw new HttpError(400, `${PERSONALITY_PROFILE_MSG.unknownItem} ${key}`);
    answers[id] = value;
  }
  const missing = countUnanswered(definition, answers);
  if (missing > 0) throw new HttpError(400, PERSONALITY_PROFILE_MSG.incomplete(missing));
  return answers;
}

/** Scores and stores a finished profile; the same uuid again answers the first one. */
export async function saveProfile(
  db: Executor,
  userId: number,
  definition: PersonalityDefinition,
  input: SavePersonalityProfileInput,
): Promise<WriteResult<SavedProfile>> {
  const done = (id: number, resultado: unknown) => ({
    status: 200,
    body: {
      success: true as const,
      id,
      resultado: personalityProfileResultSchema.parse(resultado),
    },
  });
  const existing = await findProfile(db, userId, input.uuid);
  if (existing) return done(existing.id, existing.resultado);

  const current = String(definition.version);
  const sent = String(input.version);
  if (sent !== current)
    throw new HttpError(400, PERSONALITY_PROFILE_MSG.staleVersion(sent, current));
  const resultado = asResult(
    scorePersonality(definition, answersFor(definition, input.respuestas)),
  );
  const id = await insertProfile(db, {
    uuid: input.uuid,
    userId,
    version: current,
    respuestas: input.respuestas,
    resultado,
    fecha: new Date(input.fecha),
  });
  if (id !== null) return done(id, resultado);
  const winner = await findProfile(db, userId, input.uuid);
  if (!winner) throw new Error('perfiles_personalidad: conflicto sin fila existente');
  return done(winner.id, winner.resultado);
}

/** A user's profiles, newest first. */
export async function listProfiles(
  db: Executor,
  userId: number,
): Promise<PersonalityProfileItem[]> {
  const rows = await listProfileRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    version: row.version,
    respuestas: row.respuestas,
    resultado: personalityProfileResultSchema.parse(row.resultado),
    fecha: row.fecha.toISOString(),
  }));
}

export async function personalityRoutes(
  app: FastifyInstance,
  { file, db }: { file?: string; db: Db },
) {
  const definition = await loadPersonalityDefinition(file);
  const etag = etagOf(definition);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/generar_personalidad.php',
    { schema: { response: { 200: personalityDefinitionSchema, 304: z.undefined() } } },
    async (request, reply) => {
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag))
        return reply.code(304).send(undefined);
      return definition;
    },
  );

  typed.post(
    '/perfiles_personalidad.php',
    {
      onRequest: loginFirst,
      schema: {
        body: savePersonalityProfileInputSchema,
        response: { 200: savePersonalityProfileResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      return sendWrite(
        reply,
        await withIdempotency(request, db, (tx) =>
          saveProfile(tx, userId, definition, request.body),
        ),
      );
    },
  );

  typed.get(
    '/perfiles_personalidad.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: personalityProfilesQuerySchema,
        response: { 200: personalityProfilesResponseSchema, ...errorSchemas },
      },
    },
    async (request) => ({
      success: true as const,
      perfiles: await listProfiles(db, resolveUserId(request, request.query.user_id)),
    }),
  );
}

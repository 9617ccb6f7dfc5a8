import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { personalityDefinitionSchema } from '../../src/core/contract';
import type { PersonalityDefinition } from '../../src/core/contract';
import { z } from '../../src/core/contract/zod';

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

export async function personalityRoutes(app: FastifyInstance, { file }: { file?: string } = {}) {
  const definition = await loadPersonalityDefinition(file);
  const etag = etagOf(definition);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/generar_personalidad.php',
      { schema: { response: { 200: personalityDefinitionSchema, 304: z.undefined() } } },
      async (request, reply) => {
        reply.header('etag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag))
          return reply.code(304).send(undefined);
        return definition;
      },
    );
}

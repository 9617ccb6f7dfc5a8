// The personality test's definition (items and inconsistency pairs), kept in localStorage with
// its ETag so the whole test works offline after one online visit. It is one small document,
// read whole, so it needs no table of its own. Revalidated (If-None-Match) whenever the
// server can be reached; the kept copy is used only when it cannot.
import { personalityDefinitionSchema } from '@/core/contract';
import type { PersonalityDefinition } from '@/core/contract';
import { apiResult } from '@/lib/api-client';
import { isUnreachable } from '@/lib/banks/banks';

export const DEFINITION_STORAGE_KEY = 'opositor.personalidad.definicion';

interface KeptDefinition {
  definition: PersonalityDefinition;
  etag: string | null;
}

function readKept(): KeptDefinition | null {
  try {
    const raw = localStorage.getItem(DEFINITION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { definition?: unknown; etag?: unknown };
    const definition = personalityDefinitionSchema.safeParse(parsed.definition);
    if (!definition.success) return null;
    return {
      definition: definition.data,
      etag: typeof parsed.etag === 'string' ? parsed.etag : null,
    };
  } catch {
    return null;
  }
}

function keep(kept: KeptDefinition): void {
  try {
    localStorage.setItem(DEFINITION_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // No space: the test still works while the page is open, just not offline later.
  }
}

/** The test's definition: the server's when it answers, else the copy kept on this device. */
export async function loadPersonalityDefinition(): Promise<PersonalityDefinition> {
  const kept = readKept();
  try {
    const res = await apiResult('generar_personalidad.php', {
      auth: false,
      headers: kept?.etag ? { 'If-None-Match': kept.etag } : {},
    });
    if (res.status === 304 && kept) return kept.definition;
    const definition = personalityDefinitionSchema.parse(res.data);
    keep({ definition, etag: res.headers.get('etag') });
    return definition;
  } catch (error) {
    if (kept && isUnreachable(error)) return kept.definition;
    throw error;
  }
}

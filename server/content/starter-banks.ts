// Reads a starter process's bank: every .gift file under content/banks/<slug>/, in name order.
// The seed stores it (db/seed.ts) and the coverage command measures it (scripts/content-coverage.ts).
// The generated psychotechnic questions of content/psicotecnicos.ts follow the files' questions.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGift } from '../../src/core/formats/gift';
import type { BankRow } from '../banks/import';
import type { StarterProcess } from './processes';
import { psicotecnicosDelBanco } from './psicotecnicos';

export const BANKS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'banks');

export interface StarterBank {
  /** The GIFT files' questions, then the generated psychotechnic ones (with their figures). */
  questions: BankRow[];
  /** Changes whenever a file's name or content, or a generated question, does: a new release's bank to store. */
  hash: string;
}

/** Throws, naming the file and line, when a question is refused or a ref is missing or repeated. */
export async function readStarterBank(
  starter: Pick<StarterProcess, 'slug' | 'refPrefix' | 'opciones'>,
): Promise<StarterBank> {
  const dir = path.join(BANKS_DIR, starter.slug);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.gift')).sort();
  const hash = createHash('sha256');
  const questions: BankRow[] = [];
  const refs = new Set<string>();
  for (const name of files) {
    const text = await readFile(path.join(dir, name), 'utf8');
    hash.update(`${name}\u0000${text}\u0000`);
    const { preguntas, rechazadas } = parseGift(text);
    const [first] = rechazadas;
    if (first) {
      throw new Error(
        `${starter.slug}/${name}: ${rechazadas.length} preguntas rechazadas (línea ${first.linea}: ${first.motivo})`,
      );
    }
    for (const q of preguntas) {
      if (q.ref === null || !q.ref.startsWith(starter.refPrefix)) {
        throw new Error(
          `${starter.slug}/${name}: la pregunta "${q.pregunta}" no tiene una ref ${starter.refPrefix}…`,
        );
      }
      if (refs.has(q.ref))
        throw new Error(`${starter.slug}/${name}: la ref ${q.ref} está repetida`);
      refs.add(q.ref);
      questions.push(q);
    }
  }
  const generated = psicotecnicosDelBanco(starter);
  hash.update(`psicotecnicos\u0000${JSON.stringify(generated)}`);
  for (const q of generated) {
    if (q.ref !== null && refs.has(q.ref))
      throw new Error(`${starter.slug}: la ref ${q.ref} está repetida`);
    if (q.ref !== null) refs.add(q.ref);
    questions.push(q);
  }
  return { questions, hash: hash.digest('hex') };
}

// The file readers' limits (server/uploads/pool.ts), on real files and real child processes: a
// file over the wall-clock limit or the memory limit is answered 422 in Spanish and its reader
// is ended; the pool reads the next file normally; a full queue answers 503 with Retry-After;
// the caps refuse the hostile DOCX and PDF (tests/fixtures/uploads/hostile-files.ts) without reading them.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/contract/base';
import type { FileWorkerSettings } from '../../server/config';
import { HttpError } from '../../server/http-error';
import { createFilePool } from '../../server/uploads/pool';
import type { FilePool } from '../../server/uploads/pool';
import { documentXml, makeDocx, makePdfPages } from '../fixtures/uploads/make-files';
import { makeHostileDocx, makeHostilePdf } from '../fixtures/uploads/hostile-files';

const NORMAL = () => readFileSync('tests/fixtures/uploads/congreso.docx');
/** Read with no library to load, so even a limit of a few hundred ms is room enough. */
const TEXT = () => Buffer.from('Artículo 66. Las Cortes Generales representan al pueblo español.');
/** ~3.7 MB of tiny paragraphs: under the XML cap, but seconds and hundreds of MB for mammoth. */
const heavyDocx = () =>
  makeDocx(Buffer.from(documentXml(new Array<string>(60_000).fill('Texto 100'))));

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args), error: () => undefined };
let pool: FilePool | null = null;

function start(settings: Partial<FileWorkerSettings>): FilePool {
  pool = createFilePool(
    { threads: 1, timeoutMs: 60_000, memoryMb: 256, queue: 10, ...settings },
    log,
  );
  return pool;
}

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(async () => {
  await pool?.close();
  pool = null;
  warnings.length = 0;
});

describe('file readers', () => {
  it('reads a normal DOCX in a reader process', async () => {
    const files = start({});
    const read = await files.extract(NORMAL());
    expect(read.kind).toBe('docx');
    expect(read.texto).toContain('Congreso');
    expect(files.readerIds()).toHaveLength(1);
  });

  it('ends a reader that goes past the time limit, answers 422 and reads the next file', async () => {
    const files = start({ timeoutMs: 300, memoryMb: 2048 });
    await files.extract(TEXT());
    const [first] = files.readerIds();
    const error = await refusal(files.extract(heavyDocx()));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(MSG.tooComplex);
    expect(files.readerIds()).not.toContain(first);
    expect(warnings).toHaveLength(1);
    expect((await files.extract(TEXT())).texto).toContain('Cortes Generales');
  });

  it('ends a reader that goes past the memory limit, answers 422 and reads the next file', async () => {
    const files = start({ memoryMb: 64 });
    await files.extract(NORMAL());
    const [first] = files.readerIds();
    // Several in a row: on Node 24 a worker thread over its limit could abort the whole server
    // (why readers are processes); this is where that showed.
    for (let i = 0; i < 4; i++) {
      const error = await refusal(files.extract(heavyDocx()));
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(MSG.tooComplex);
    }
    expect(files.readerIds()).not.toContain(first);
    expect((await files.extract(NORMAL())).texto).toContain('Congreso');
  });

  it('answers 503 with Retry-After when every reader is busy and the queue is full', async () => {
    const files = start({ queue: 1, timeoutMs: 300, memoryMb: 2048 });
    const answers = await Promise.allSettled(
      [heavyDocx(), heavyDocx(), heavyDocx()].map((f) => files.extract(f)),
    );
    const refused = answers.map((a) => (a.status === 'rejected' ? (a.reason as HttpError) : null));
    const busy = refused.filter((e) => e?.statusCode === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]?.message).toBe(MSG.readersBusy);
    expect(busy[0]?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('refuses the hostile DOCX and the 20,000-page PDF by their caps, without reading them', async () => {
    const files = start({});
    for (const hostile of [makeHostileDocx(), makeHostilePdf()]) {
      const error = await refusal(files.extract(hostile));
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(MSG.tooComplex);
    }
    // Refused by a cap, not by a limit: no reader was ended.
    expect(warnings).toHaveLength(0);
  });

  it('reads a long PDF under the page cap, cut at the text it keeps', async () => {
    const files = start({});
    const pages = Array.from({ length: 1_000 }, (_, i) => [`Página ${i + 1}`, 'x'.repeat(200)]);
    const read = await files.extract(makePdfPages(pages));
    expect(read.truncado).toBe(true);
    expect(read.texto.startsWith('Página 1\nx')).toBe(true);
  });

  it('parses a question-bank file in a reader, with its rejected items', async () => {
    const files = start({});
    const gift =
      '::P1:: ¿Capital de España? {=Madrid ~Sevilla ~Bilbao}\n\n::P2:: Sin respuestas {}\n';
    const read = await files.readBank({
      nombre: 'banco.gift',
      contenido: Buffer.from(gift),
      seccion: 'S',
      tema: 'T',
    });
    expect(read.formato).toBe('gift');
    expect(read.preguntas.map((q) => q.pregunta)).toEqual(['¿Capital de España?']);
    expect(read.rechazadas).toHaveLength(1);
    const error = await refusal(
      files.readBank({ nombre: 'nada.bin', contenido: Buffer.from([0, 1, 2, 3]) }),
    );
    expect(error.statusCode).toBe(415);
  });
});

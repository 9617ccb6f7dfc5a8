// Bank import: the four parsers on a 10,000-question file in this process (median of several
// runs, nothing else timed), then the server: the GIFT file sent to importar_preguntas.php as the
// SA, timed from the request to the answer (parse, checks and one transaction), first into a new
// process on a fresh server (cold), then into another new process (warm), then the same file
// again into that one, when every question is recognised as already in the bank; and the same
// bank as Moodle XML and as CSV, each into a new process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BANK_FORMATS, BANK_FORMAT_INFO, parseBank, serializeBank } from '../src/core/formats';
import type { BankFormat, BankQuestion } from '../src/core/formats';
import { startServerProcess } from '../tests/support/server-process';

const COUNT = 10_000;
const PARSE_RUNS = 7;
const SA = { email: 'admin@opositor.local', password: 'sa-password-123' };

/** Ten sections of ten topics, four options each, a source, an explanation and a ref: like a real bank. */
function benchBank(): BankQuestion[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    seccion: `Bloque ${(i % 10) + 1}`,
    tema: `Tema ${(Math.floor(i / 10) % 10) + 1}`,
    pregunta: `Según el artículo ${i + 1} del texto de prueba, ¿qué órgano es competente en el supuesto número ${i}?`,
    respuestas: [
      'El Gobierno',
      'Las Cortes Generales',
      'El Tribunal Constitucional',
      `El órgano ${i}`,
    ],
    correcta: i % 4,
    fuente: `Art. ${i + 1} de la ley de prueba`,
    explicacion: `El artículo ${i + 1} atribuye la competencia a ese órgano; los demás no la tienen en este supuesto.`,
    ref: `BENCH-${String(i + 1).padStart(5, '0')}`,
  }));
}

const megabytes = (text: string) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Parse time alone, in this process: what the parser itself costs, apart from the server and database. */
function benchParsers(bank: readonly BankQuestion[]): void {
  const destino = { seccion: 'Bloque 1', tema: 'Tema 1' };
  const figures = BANK_FORMATS.map((format) => {
    const text = serializeBank(format, bank);
    const times: number[] = [];
    for (let run = 0; run < PARSE_RUNS; run++) {
      const started = performance.now();
      const parsed = parseBank(format, text, destino);
      times.push(performance.now() - started);
      if (parsed.preguntas.length !== COUNT)
        throw new Error(`${format}: ${parsed.preguntas.length} preguntas leídas`);
    }
    return `${BANK_FORMAT_INFO[format].nombre} ${median(times).toFixed(0)} ms (${megabytes(text)})`;
  });
  console.log(
    `import: parsing a ${COUNT.toLocaleString('en')}-question file, median of ${PARSE_RUNS}: ${figures.join(', ')}`,
  );
}

async function timedImport(
  url: string,
  token: string,
  file: { text: string; name: string },
  proceso: string,
) {
  const form = new FormData();
  form.append('proceso', proceso);
  form.append('archivo', new Blob([file.text]), file.name);
  const started = performance.now();
  const res = await fetch(`${url}/api/importar_preguntas.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as {
    ok?: boolean;
    nuevas?: number;
    sin_cambios?: number;
    error?: string;
  };
  const ms = performance.now() - started;
  if (!res.ok || !body.ok)
    throw new Error(`importación rechazada (${res.status}): ${body.error ?? ''}`);
  return { ms, body };
}

function bankFile(format: BankFormat, bank: readonly BankQuestion[]) {
  return { text: serializeBank(format, bank), name: `banco${BANK_FORMAT_INFO[format].extension}` };
}

export async function benchImport(): Promise<void> {
  const bank = benchBank();
  benchParsers(bank);
  const gift = bankFile('gift', bank);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-import-'));
  const database: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : {};
  const server = await startServerProcess(dataDir, database);
  try {
    const login = await fetch(`${server.url}/api/auth.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login', ...SA, remember: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const cold = await timedImport(server.url, token, gift, 'Banco de rendimiento 1');
    const warm = await timedImport(server.url, token, gift, 'Banco de rendimiento 2');
    const again = await timedImport(server.url, token, gift, 'Banco de rendimiento 2');
    const moodle = await timedImport(
      server.url,
      token,
      bankFile('moodle', bank),
      'Banco de rendimiento XML',
    );
    const csv = await timedImport(
      server.url,
      token,
      bankFile('csv', bank),
      'Banco de rendimiento CSV',
    );
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `import (${db}): ${COUNT.toLocaleString('en')}-question GIFT file (${megabytes(gift.text)}) into a new process ` +
        `${seconds(cold.ms)} cold, ${seconds(warm.ms)} warm, ${warm.body.nuevas} new (target ≤ 3 s); ` +
        `the same file again ${seconds(again.ms)}, ${again.body.sin_cambios} unchanged; ` +
        `as Moodle XML ${seconds(moodle.ms)}, as CSV ${seconds(csv.ms)}, each into a new process`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImport();

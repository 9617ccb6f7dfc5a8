// Bank import on the server: a 10,000-question GIFT file sent to importar_preguntas.php as the
// SA, timed from the request to the answer (parse, checks and one transaction): first into a new
// process on a fresh server (cold), then into another new process (warm), then the same file
// again into that one, when every question is recognised as already in the bank.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toGift } from '../src/core/formats';
import type { BankQuestion } from '../src/core/formats';
import { startServerProcess } from '../tests/support/server-process';

const COUNT = 10_000;
const SA = { email: 'admin@opositor.local', password: 'sa-password-123' };

/** Ten sections of ten topics, four options each, a source and a ref: like a real bank. */
function benchBank(): BankQuestion[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    seccion: `Bloque ${(i % 10) + 1}`,
    tema: `Tema ${(Math.floor(i / 10) % 10) + 1}`,
    pregunta: `Según el artículo ${i + 1} del texto de prueba, ¿qué órgano es competente en el supuesto número ${i}?`,
    respuestas: ['El Gobierno', 'Las Cortes Generales', 'El Tribunal Constitucional', `El órgano ${i}`],
    correcta: i % 4,
    fuente: `Art. ${i + 1} de la ley de prueba`,
    explicacion: null,
    ref: `BENCH-${String(i + 1).padStart(5, '0')}`,
  }));
}

async function timedImport(url: string, token: string, gift: string, proceso: string) {
  const form = new FormData();
  form.append('proceso', proceso);
  form.append('archivo', new Blob([gift]), 'banco.gift');
  const started = performance.now();
  const res = await fetch(`${url}/api/importar_preguntas.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { ok?: boolean; nuevas?: number; sin_cambios?: number; error?: string };
  const ms = performance.now() - started;
  if (!res.ok || !body.ok) throw new Error(`importación rechazada (${res.status}): ${body.error ?? ''}`);
  return { ms, body };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchImport(): Promise<void> {
  const gift = toGift(benchBank());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-bench-import-'));
  const database: Record<string, string> = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
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
    const size = (Buffer.byteLength(gift) / 1024 / 1024).toFixed(1);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `import (${db}): ${COUNT.toLocaleString('en')}-question GIFT file (${size} MB) into a new process ` +
        `${seconds(cold.ms)} cold, ${seconds(warm.ms)} warm, ${warm.body.nuevas} new (target ≤ 3 s); ` +
        `the same file again ${seconds(again.ms)}, ${again.body.sin_cambios} unchanged`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The browser's AI tools (src/lib/ai) against the real server on loopback — with its local
// engine, with a model (the fake OpenAI-compatible server), and refusing — and against servers
// that cannot be reached: a closed port and one that accepts and never answers.
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { explainAnswer, generateTechnique, summarize } from '../../src/core/ai-local';
import { generarTecnicaRequestSchema, profesorVirtualRequestSchema } from '../../src/core/contract';
import { installLocalStorage } from '../support/local-storage';
import { freePort } from '../support/server-process';
import type { TestServer } from '../server/harness';
import { request, startTestServer, testConfig, uniqueUser } from '../server/harness';
import { FAKE_ANSWERS, startFakeOpenAi } from '../server/fake-openai';
import type { FakeOpenAi } from '../server/fake-openai';

installLocalStorage();
const { ApiError, setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { writeSession, clearSession } = await import('../../src/lib/session/storage');
const ai = await import('../../src/lib/ai');

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/ai');
const CORTES = readFileSync(path.join(FIXTURES, 'cortes-generales.txt'), 'utf8');

const PREGUNTA = {
  pregunta: 'Según la Constitución, ¿cuál es la forma política del Estado español?',
  respuestas: [
    { indice: 1, respuesta: 'La Monarquía absoluta' },
    { indice: 2, respuesta: 'La Monarquía constitucional' },
    { indice: 3, respuesta: 'La República federal' },
    { indice: 4, respuesta: 'La Monarquía parlamentaria' },
  ],
  correcta: 4,
  elegida: 2,
  fuente: 'Art. 1.3 CE',
};
const TECNICA = {
  resumen: CORTES,
  tema: 'Las Cortes Generales',
  seccion: 'Organización Pública',
  metodo: 'preguntas' as const,
};
const localExplanation = explainAnswer(profesorVirtualRequestSchema.parse(PREGUNTA));
const localTechnique = generateTechnique(generarTecnicaRequestSchema.parse(TECNICA));

async function logIn(server: TestServer) {
  const user = uniqueUser('ia');
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...user },
  });
  expect(res.status).toBe(201);
  writeSession(res.body.token as string, res.body.refresh_token as string, {
    id: res.body.user_id as number,
    username: user.username,
    nivel: 'invitado',
  });
}

/** A TCP server that accepts connections and never answers: a request to it times out. */
async function startSilentServer(): Promise<{
  url: string;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let count = 0;
  const srv: Server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    connections: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
}

describe('with the server reachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      rateLimits: { ...testConfig().rateLimits, aiPerUserPerMinute: 2 },
    });
    setApiBase(`${server.url}/api`);
    setApiTimeout(15_000);
    await logIn(server);
  });
  afterAll(async () => {
    clearSession();
    await server?.close();
  });

  it("shows the server's local engine as 'motor local'", async () => {
    const explained = await ai.explain(PREGUNTA);
    expect(explained).toEqual({
      value: localExplanation,
      motor: 'local',
      etiqueta: 'motor local',
      sinConexion: false,
    });
    expect(explained.value).toContain('La respuesta correcta es la D');
    const tecnica = await ai.technique(TECNICA);
    expect(tecnica).toMatchObject({
      value: localTechnique,
      etiqueta: 'motor local',
      sinConexion: false,
    });
  });

  it('passes a refusal of the server on instead of answering locally (429)', async () => {
    // The quota of 2 per minute was spent by the test above.
    const refused = await ai.explain(PREGUNTA).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    });
  });

  it('checks the input with the Spanish messages before sending anything', async () => {
    await expect(ai.explain({ ...PREGUNTA, correcta: 9 })).rejects.toThrow(
      'La respuesta correcta no está entre las opciones',
    );
  });
});

describe('with a model configured on the server', () => {
  const MODEL = 'modelo-de-prueba-7b';
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer('pglite', {
      ai: { baseUrl: fake.baseUrl, apiKey: 'clave', model: MODEL, timeoutMs: 1_500 },
    });
    setApiBase(`${server.url}/api`);
    await logIn(server);
  });
  afterAll(async () => {
    clearSession();
    await server?.close();
    await fake?.close();
  });

  it("labels the answer with the model's name", async () => {
    fake.mode = 'valid';
    const explained = await ai.explain(PREGUNTA);
    expect(explained).toEqual({
      value: FAKE_ANSWERS.explicacion?.explicacion,
      motor: MODEL,
      etiqueta: MODEL,
      sinConexion: false,
    });
  });

  it("says 'motor local' with the server's notice when the model fails", async () => {
    fake.mode = 'malformed';
    const explained = await ai.explain(PREGUNTA);
    expect(explained).toMatchObject({
      value: localExplanation,
      motor: 'local',
      etiqueta: 'motor local',
      sinConexion: false,
    });
    expect(explained.aviso).toEqual(expect.any(String));
  });
});

describe('with the server out of reach', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'navigator');
  });

  it("runs the local engine in the browser for a closed port, labelled 'sin conexión'", async () => {
    setApiBase(`http://127.0.0.1:${await freePort()}/api`);
    expect(await ai.explain(PREGUNTA)).toEqual({
      value: localExplanation,
      motor: 'local',
      etiqueta: 'sin conexión',
      sinConexion: true,
    });
    expect(await ai.technique(TECNICA)).toMatchObject({
      value: localTechnique,
      etiqueta: 'sin conexión',
      sinConexion: true,
    });
    const resumen = await ai.summary({
      id_proceso: 1,
      tema: 'Las Cortes Generales',
      seccion: 'Organización Pública',
      texto: CORTES,
    });
    expect(resumen).toMatchObject({
      value: { resumen: summarize(CORTES, 'largo'), id: null },
      etiqueta: 'sin conexión',
    });
    expect(resumen.value.resumen.length).toBeLessThan(CORTES.length);
  });

  it('runs it too when the server accepts the connection and never answers (timeout)', async () => {
    const silent = await startSilentServer();
    try {
      setApiBase(silent.url);
      setApiTimeout(300);
      expect(await ai.explain(PREGUNTA)).toMatchObject({
        value: localExplanation,
        etiqueta: 'sin conexión',
      });
      expect(silent.connections()).toBeGreaterThan(0);
    } finally {
      setApiTimeout(15_000);
      await silent.close();
    }
  });

  it('does not even try the network when the browser says it is offline', async () => {
    const silent = await startSilentServer();
    try {
      setApiBase(silent.url);
      Object.defineProperty(globalThis, 'navigator', {
        value: { onLine: false },
        configurable: true,
      });
      expect(await ai.technique(TECNICA)).toMatchObject({
        value: localTechnique,
        etiqueta: 'sin conexión',
        sinConexion: true,
      });
      expect(silent.connections()).toBe(0);
    } finally {
      await silent.close();
    }
  });
});

// A fake OpenAI-compatible chat-completions server on loopback: the model is a true edge of
// the system, so the tests talk to this instead. Each mode is one way a real model can answer.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  'valid' | 'fenced' | 'malformed' | 'schema' | 'timeout' | 'error' | 'no-letter';

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string } };
  };
}

export interface FakeOpenAi {
  /** Base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  mode: FakeMode;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export const FAKE_ANSWERS: Record<string, Record<string, string>> = {
  explicacion: {
    explicacion:
      'La respuesta correcta es la D porque el artículo 1.3 lo dice (respuesta del modelo).',
  },
  tecnica: { tecnica: 'Técnica generada por el modelo falso.' },
  descripcion_plan: { descripcion: 'Descripción generada por el modelo falso.' },
};

/**
 * A 'resumen' the fake model writes from the prompt itself when the test set none: the first
 * paragraph of the text and the first sentence of each later one, so a summary scores as a
 * real, mediocre one would.
 */
function echoSummary(prompt: string): Record<string, string> {
  const text = prompt.split('\n').slice(1).join('\n');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = paragraphs.map((p, i) => (i === 0 ? p : (/^[^.]*\./.exec(p)?.[0] ?? p)));
  return { resumen: kept.join('\n\n') };
}

function content(mode: FakeMode, schemaName: string, prompt: string): string {
  const answer = FAKE_ANSWERS[schemaName] ?? (schemaName === 'resumen' ? echoSummary(prompt) : {});
  switch (mode) {
    case 'fenced':
      return `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``;
    case 'malformed':
      return '{"explicacion": "sin cerrar';
    case 'schema':
      return JSON.stringify({ respuesta: 42, [Object.keys(answer)[0] ?? 'x']: 42 });
    case 'no-letter':
      return JSON.stringify({ explicacion: 'Porque así lo establece la Constitución.' });
    default:
      return JSON.stringify(answer);
  }
}

function completion(model: string, text: string) {
  return {
    id: 'chatcmpl-falso',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(req: IncomingMessage): Promise<FakeRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state = { mode: 'valid' as FakeMode, requests: [] as FakeRequest[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      state.requests.push({ authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (state.mode === 'timeout') return; // never answers
      if (state.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'fallo interno' } }));
      }
      const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const text = content(state.mode, body.response_format?.json_schema?.name ?? '', prompt);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(body.model ?? '', text)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(m: FakeMode) {
      state.mode = m;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

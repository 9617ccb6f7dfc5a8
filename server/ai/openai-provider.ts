import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { AiFallbackReason } from '../../src/core/contract';
import { z } from '../../src/core/contract/zod';
import type { AiAnswer, AiProvider, AiTask } from './provider';
import { LOCAL_MOTOR, localAnswer } from './provider';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: AiFallbackReason };

const FALLBACK_NOTICE: Record<AiFallbackReason, (model: string) => string> = {
  tiempo_agotado: (m) => `El modelo ${m} no respondió a tiempo; se ha usado el motor local.`,
  json_no_valido: (m) =>
    `El modelo ${m} devolvió una respuesta que no es JSON válido; se ha usado el motor local.`,
  esquema_no_valido: (m) =>
    `La respuesta del modelo ${m} no tenía el formato esperado; se ha usado el motor local.`,
  error: (m) => `No se pudo contactar con el modelo ${m}; se ha usado el motor local.`,
};

/** JSON from a model's message, tolerating the ```json fences many models add. */
export function parseModelJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  try {
    return JSON.parse(fenced?.[1] ?? content);
  } catch {
    return undefined;
  }
}

async function complete<I, O, T>(
  client: OpenAI,
  s: OpenAiSettings,
  task: AiTask<I, O, T>,
  input: I,
): Promise<Outcome<string>> {
  const schema = z.toJSONSchema(task.schema, { io: 'input', unrepresentable: 'any' });
  // Our own timer covers the whole exchange, body included, not only the wait for headers.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), s.timeoutMs);
  try {
    const completion = await client.chat.completions.create(
      {
        model: s.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content: `${task.instructions}\n\nResponde solo con un objeto JSON que cumpla este esquema: ${JSON.stringify(schema)}`,
          },
          { role: 'user', content: task.prompt(input) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: task.name, schema, strict: false },
        },
      },
      { signal: controller.signal, timeout: s.timeoutMs, maxRetries: 0 },
    );
    return { ok: true, value: completion.choices[0]?.message?.content ?? '' };
  } catch (error) {
    const timedOut = controller.signal.aborted || error instanceof APIConnectionTimeoutError;
    return { ok: false, reason: timedOut ? 'tiempo_agotado' : 'error' };
  } finally {
    clearTimeout(timer);
  }
}

async function ask<I, O, T>(
  client: OpenAI,
  s: OpenAiSettings,
  task: AiTask<I, O, T>,
  input: I,
): Promise<Outcome<T>> {
  const reply = await complete(client, s, task, input);
  if (!reply.ok) return reply;
  const json = parseModelJson(reply.value);
  if (json === undefined) return { ok: false, reason: 'json_no_valido' };
  const parsed = task.schema.safeParse(json);
  const value = parsed.success ? task.fromModel(parsed.data, input) : null;
  return value === null ? { ok: false, reason: 'esquema_no_valido' } : { ok: true, value };
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server, vLLM).
 * The answer must pass the tool's zod schema; otherwise, and on a timeout or an error, the
 * local engine answers and the response says so.
 */
export function createOpenAiProvider(
  settings: OpenAiSettings,
  log?: FastifyBaseLogger,
): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? 'sin-clave',
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    motor: settings.model,
    async run<I, O, T>(task: AiTask<I, O, T>, input: I): Promise<AiAnswer<T>> {
      if (task.localOnly?.(input)) return localAnswer(task, input);
      const outcome = await ask(client, settings, task, input);
      if (outcome.ok) return { value: outcome.value, meta: { motor: settings.model } };
      log?.warn(
        { tarea: task.name, motivo: outcome.reason },
        'AI model failed; answered with the local engine',
      );
      return {
        value: task.local(input),
        meta: {
          motor: LOCAL_MOTOR,
          aviso: FALLBACK_NOTICE[outcome.reason](settings.model),
          respaldo: { modelo: settings.model, motivo: outcome.reason },
        },
      };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AiSettings } from '../config';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';
import { createLocalProvider } from './provider';

export type { AiAnswer, AiProvider, AiTask } from './provider';
export { LOCAL_MOTOR } from './provider';

/** The OpenAI-compatible provider when a base URL and a model are configured, else the local engine. */
export function createAiProvider(
  settings: AiSettings | undefined,
  log?: FastifyBaseLogger,
): AiProvider {
  if (!settings?.baseUrl || !settings.model) return createLocalProvider();
  return createOpenAiProvider(
    {
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      timeoutMs: settings.timeoutMs,
    },
    log,
  );
}

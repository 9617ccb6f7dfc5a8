import type { AiMeta } from '../../src/core/contract';
import type { z } from '../../src/core/contract/zod';

/** The `motor` of every answer the local engine gives. */
export const LOCAL_MOTOR = 'local';

/**
 * One AI tool: what to ask a model, the shape its answer must have, and the local engine that
 * answers when no model is configured or the model fails.
 */
export interface AiTask<I, O, T> {
  /** Name of the JSON schema sent to the model. */
  name: string;
  instructions: string;
  schema: z.ZodType<O>;
  prompt(input: I): string;
  /** The result from a schema-valid model answer, or null when it is still unusable. */
  fromModel(output: O, input: I): T | null;
  local(input: I): T;
  /** True when there is nothing for a model to do (a 'corto' summary is the text itself). */
  localOnly?(input: I): boolean;
}

export interface AiAnswer<T> {
  value: T;
  meta: AiMeta;
}

export interface AiProvider {
  /** 'local' or the configured model's name. */
  readonly motor: string;
  run<I, O, T>(task: AiTask<I, O, T>, input: I): Promise<AiAnswer<T>>;
}

export function localAnswer<I, O, T>(task: AiTask<I, O, T>, input: I): AiAnswer<T> {
  return { value: task.local(input), meta: { motor: LOCAL_MOTOR } };
}

/** The default provider: deterministic algorithms of src/core/ai-local, no network. */
export function createLocalProvider(): AiProvider {
  return {
    motor: LOCAL_MOTOR,
    run: async (task, input) => localAnswer(task, input),
  };
}

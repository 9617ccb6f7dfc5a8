// Answers of the hot routes serialized by fast-json-stringify from the JSON Schema of their zod
// contract, instead of fastify-type-provider-zod's serializer, which checks every answer against
// the zod schema before JSON.stringify (for a 110-question test, most of the request's time).
// Like zod's output, fast-json-stringify writes only the properties the schema declares.
import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { z } from '../../src/core/contract/zod';

/** The JSON Schema (draft-07) of what a zod schema outputs. */
export function outputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
}

/** A stringify function for the values a zod schema outputs. */
export function stringifierOf<T>(schema: z.ZodType<T>): (value: T) => string {
  return fastJson(outputJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}

/** Per-route `serializerCompiler` for routes whose response schemas are zod. */
export function jsonSchemaSerializerCompiler({
  schema,
  url,
}: FastifyRouteSchemaDef<unknown>): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${url}: el esquema de respuesta no es de zod`);
  return stringifierOf(schema) as (data: unknown) => string;
}

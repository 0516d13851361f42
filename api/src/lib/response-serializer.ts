// Responses written by code compiled from each route's zod schema
// (fast-json-stringify, Fastify's own serializer) instead of zod encoding a
// copy of the answer and JSON.stringify walking it: a list page of 10
// manuscripts took 39 µs that way and takes 13 µs so (ADR 0014, "Responses").
// What the schema does not name is still left out, as zod's strip did. What
// fast-json-stringify does not do is check types; `crossCheck` (the API's tests)
// also encodes every answer with zod and fails a response that differs or that
// zod refuses, so each route's schema keeps being tested against its answers.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X made nullable:
 * fast-json-stringify picks an anyOf branch by validating the value with Ajv
 * at every write, and writes a nullable type directly.
 */
function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withNullables(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => isObject(b) && b.type === 'null');
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The compiled writer of a schema, or null when JSON Schema cannot say what zod does. */
export function compileJsonWriter(schema: ZodType): ((data: unknown) => string) | null {
  try {
    // 'throw' (zod's default): transforms, dates and other values JSON Schema
    // cannot describe leave the route on zod's serializer.
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(withNullables(json) as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return null;
  }
}

/**
 * The serializer compiler: compiled writers, zod's for schemas they cannot
 * serve. A writer is compiled on its first answer: compiling all of them up
 * front added about 0.4 s to every start (and to every app a test builds).
 */
export function responseSerializerCompiler({
  crossCheck = false,
}: { crossCheck?: boolean } = {}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const byZod = zodSerializerCompiler(route);
    const checked = (compiled: (data: unknown) => string) => (data: unknown) => {
      const written = compiled(data);
      const expected = byZod(data);
      if (written !== expected) {
        throw new Error(
          `Response of ${route.method} ${route.url} (${route.httpStatus}) differs from its zod schema's: ${written} vs ${expected}`,
        );
      }
      return written;
    };
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      if (!write) {
        const compiled = compileJsonWriter(route.schema);
        write = !compiled ? byZod : crossCheck ? checked(compiled) : compiled;
      }
      return write(data);
    };
  };
}

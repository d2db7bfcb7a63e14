import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

const TEXT = Symbol('json text');

/**
 * A response already serialised as JSON (e.g. built by PostgreSQL), typed as the value it encodes
 * so the route's response schema still types the handler.
 */
export function jsonText<T>(json: string): T {
  return { [TEXT]: json } as unknown as T;
}

/**
 * The zod serializer, plus a pass-through for jsonText values. With `verify` on (everywhere but
 * production) pass-through text is parsed and checked against the route's response schema, so
 * SQL-built JSON cannot drift from the shared contract unnoticed.
 */
export function createSerializerCompiler(verify: boolean): FastifySerializerCompiler<unknown> {
  const compile = serializerCompiler as unknown as FastifySerializerCompiler<unknown>;
  return (route) => {
    const serialize = compile(route);
    return (data: unknown) => {
      if (data !== null && typeof data === 'object' && TEXT in data) {
        const json = (data as { [TEXT]: string })[TEXT];
        if (verify) serialize(JSON.parse(json));
        return json;
      }
      return serialize(data);
    };
  };
}

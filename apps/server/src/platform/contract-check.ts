import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * `value` when its JSON is what `contract` describes, neither more (fields the contract does not name)
 * nor less; otherwise an error naming `what` and what is wrong with it.
 */
export function checkedAnswer<T>(what: string, contract: z.ZodType, value: T): T {
  const sent: unknown = JSON.parse(JSON.stringify(value));
  const parsed = contract.safeParse(sent);
  if (!parsed.success) throw new Error(`The ${what} breaks its contract: ${parsed.error.message}`);
  if (!isDeepStrictEqual(parsed.data, sent)) {
    throw new Error(`The ${what} carries fields its contract does not name`);
  }
  return value;
}

type SerializerCompiler = typeof serializerCompiler;

/**
 * The zod serialiser, which fails an answer that breaks the route's response schema, made to fail as
 * well an answer carrying fields the schema does not name (which it would drop without a word).
 */
export const checkingSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)))) {
      throw new Error(`The answer of ${route.method} ${route.url} carries fields its contract does not name`);
    }
    return json;
  };
};

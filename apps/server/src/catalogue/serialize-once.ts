import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The app's response serializer (the schema's check, then JSON) run once per body object: a body served again
 * from the catalogue cache is the same object, so its JSON is too. Bodies are never changed once made.
 */
export const serializeOncePerBody: FastifySerializerCompiler<unknown> = (route) => {
  // Fastify hands a route's compiler each status's response schema: zod ones, here.
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const serialized = new WeakMap<object, string>();
  return (body) => {
    if (typeof body !== 'object' || body === null) return serialize(body);
    let json = serialized.get(body);
    if (json === undefined) {
      json = serialize(body);
      serialized.set(body, json);
    }
    return json;
  };
};

import type { FastifyRequest } from 'fastify';

const sentFields = new WeakMap<FastifyRequest, Set<string>>();

/**
 * preValidation hook: notes which body fields the client sent. The update schemas fill absent fields with
 * their defaults (`central: false`, `hints: []`), which must not overwrite what is stored.
 */
export async function rememberSentFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  sentFields.set(request, new Set(body !== null && typeof body === 'object' ? Object.keys(body) : []));
}

/** The parsed body without the fields the client did not send. */
export function onlySentFields<T extends object>(request: FastifyRequest, parsed: T): Partial<T> {
  const sent = sentFields.get(request) ?? new Set<string>();
  return Object.fromEntries(Object.entries(parsed).filter(([field]) => sent.has(field))) as Partial<T>;
}

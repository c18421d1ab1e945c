/** Whether this process still wants new traffic: false from the first shutdown signal on. */
export interface Readiness {
  readonly draining: boolean;
  /** From now on `/api/ready` answers 503, so load balancers send new requests elsewhere while open ones finish. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

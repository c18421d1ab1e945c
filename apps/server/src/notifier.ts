import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';
import type { RealtimeGateway } from './realtime/realtime-gateway.ts';

/** Sends a live update to every open tab of one user. */
export type Notify = <E extends RealtimeEventName>(userId: string, event: E, payload: RealtimeEventPayload<E>) => void;

/**
 * Live updates through the realtime gateway, which is created after the app (it needs the app's HTTP server and
 * authentication) and attached once listening is about to start. An event raised with no gateway is logged.
 */
export function createGatewayNotifier(log: FastifyBaseLogger): {
  notify: Notify;
  attach(gateway: RealtimeGateway): void;
  /** Closes the attached gateway, if any. */
  close(): Promise<void>;
} {
  let gateway: RealtimeGateway | undefined;
  return {
    notify(userId, event, payload) {
      if (gateway) gateway.emitToUser(userId, event, payload);
      else log.warn({ userId, event }, 'No realtime gateway attached: live update not sent');
    },
    attach(attached) {
      gateway = attached;
    },
    async close() {
      await gateway?.close();
    },
  };
}

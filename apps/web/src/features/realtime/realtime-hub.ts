import type { RealtimeEventName, RealtimeEventPayload } from '@dd/contracts';

export type RealtimeListener<E extends RealtimeEventName> = (payload: RealtimeEventPayload<E>) => void;

/** Fans realtime events (checked by the gateway) out to the components listening, whatever the connection does. */
export interface RealtimeHub {
  emit<E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>): void;
  subscribe<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): () => void;
  /** The connection was first made: events sent before then never arrived. */
  connected(): void;
  subscribeConnected(listener: () => void): () => void;
}

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<RealtimeEventName, Set<(payload: unknown) => void>>();
  const connectedListeners = new Set<() => void>();
  return {
    connected() {
      for (const listener of [...connectedListeners]) listener();
    },
    subscribeConnected(listener) {
      connectedListeners.add(listener);
      return () => void connectedListeners.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
    subscribe(event, listener) {
      const forEvent = listeners.get(event) ?? new Set();
      listeners.set(event, forEvent);
      const untyped = listener as (payload: unknown) => void;
      forEvent.add(untyped);
      return () => void forEvent.delete(untyped);
    },
  };
}

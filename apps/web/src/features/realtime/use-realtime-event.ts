import type { RealtimeEventName } from '@dd/contracts';
import { use, useEffect, useEffectEvent } from 'react';
import { RealtimeHubContext } from './realtime-context.ts';
import type { RealtimeListener } from './realtime-hub.ts';

/** Runs `handler` with each `event` the server pushes to this user (the gateway checks each payload against RealtimeEvents). */
export function useRealtimeEvent<E extends RealtimeEventName>(event: E, handler: RealtimeListener<E>): void {
  const hub = use(RealtimeHubContext);
  if (!hub) throw new Error('useRealtimeEvent must be used inside RealtimeProvider');
  const onEvent = useEffectEvent(handler);
  useEffect(() => hub.subscribe(event, (payload) => onEvent(payload)), [hub, event]);
}

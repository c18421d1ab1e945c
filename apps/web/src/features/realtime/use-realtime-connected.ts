import { use, useEffect, useEffectEvent } from 'react';
import { RealtimeHubContext } from './realtime-context.ts';

/**
 * Runs `handler` when this user's realtime connection is first made. A page that read a record still changing
 * before then reads it again: the events sent in between never reached it.
 */
export function useRealtimeConnected(handler: () => void): void {
  const hub = use(RealtimeHubContext);
  if (!hub) throw new Error('useRealtimeConnected must be used inside RealtimeProvider');
  const onConnected = useEffectEvent(handler);
  useEffect(() => hub.subscribeConnected(() => onConnected()), [hub]);
}

import { RealtimeEvents, type RealtimeEventName, type RealtimeEventPayload } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session/session-context.ts';
import { USER_QUERY_KEY } from '../session/user-query.ts';
import { RealtimeConnectorContext, RealtimeHubContext } from './realtime-context.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

const EVENT_NAMES = Object.keys(RealtimeEvents) as RealtimeEventName[];

const forward = <E extends RealtimeEventName>(hub: RealtimeHub, event: E, payload: unknown) => {
  const parsed = RealtimeEvents[event].safeParse(payload);
  if (parsed.success) hub.emit(event, parsed.data as RealtimeEventPayload<E>);
  else console.warn(`Ignored a malformed realtime "${event}" event`, parsed.error.issues);
};

/** While logged in, one realtime connection for this user; closed on logout. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const connect = use(RealtimeConnectorContext);
  const { status, token } = useSession();
  const queryClient = useQueryClient();
  const [hub] = useState(createRealtimeHub);

  useEffect(() => {
    if (status !== 'authenticated' || token === null) return;
    const connection = connect(token);
    for (const event of EVENT_NAMES) connection.on(event, (payload) => forward(hub, event, payload));
    // Events pushed while the connection was down are lost: refetch what is on screen.
    connection.onReconnect(() => void queryClient.invalidateQueries());
    return () => connection.close();
  }, [connect, hub, queryClient, status, token]);

  useEffect(
    () => hub.subscribe('user.updated', ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user)),
    [hub, queryClient],
  );

  return <RealtimeHubContext value={hub}>{children}</RealtimeHubContext>;
}

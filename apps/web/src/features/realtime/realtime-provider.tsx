import { REALTIME_EVENT_NAMES, type RealtimeEventPayload } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session/session-context.ts';
import { USER_QUERY_KEY } from '../session/user-query.ts';
import { RealtimeConnectorContext, RealtimeHubContext } from './realtime-context.ts';
import { createRealtimeHub } from './realtime-hub.ts';


/** While logged in, one realtime connection for this user; closed on logout, or when the server ends the session. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const connect = use(RealtimeConnectorContext);
  const { status, token } = useSession();
  const queryClient = useQueryClient();
  const [hub] = useState(createRealtimeHub);

  useEffect(() => {
    if (status !== 'authenticated' || token === null) return;
    const connection = connect(token);
    // The gateway sends only payloads that pass their contract (RealtimeEvents), as the API does its responses.
    for (const event of REALTIME_EVENT_NAMES) {
      connection.on(event, (payload) => hub.emit(event, payload as RealtimeEventPayload<typeof event>));
    }
    // Events pushed while the connection was down are lost: refetch what is on screen. Those pushed before it was
    // first made are lost too; the pages whose records were changing then read them again (useRealtimeConnected).
    connection.onReconnect(() => void queryClient.invalidateQueries());
    connection.onFirstConnect(() => hub.connected());
    // Refused for its token, the connection stays down: the session has ended elsewhere (a logout, a password change,
    // a disabled account). Asking the API for the user confirms it, and its 401 ends the session here too.
    connection.onRefused(() => void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }));
    return () => connection.close();
  }, [connect, hub, queryClient, status, token]);

  useEffect(
    () => hub.subscribe('user.updated', ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user)),
    [hub, queryClient],
  );

  return <RealtimeHubContext value={hub}>{children}</RealtimeHubContext>;
}

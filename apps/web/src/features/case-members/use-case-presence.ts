import type { CasePresenceViewer } from '@dd/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { useBrowserIdle } from '../../lib/use-browser-idle.ts';
import { useRealtimeConnected } from '../realtime/use-realtime-connected.ts';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { casePresenceQuery, casePresenceQueryKey, leaveCase } from './case-members-queries.ts';

const NOBODY: CasePresenceViewer[] = [];
const ignore = () => undefined;

/**
 * Who has the case open while its page is (issue 32), the signed-in user among them: the page says it is there once
 * its first work is done, then every `CASE_PRESENCE.heartbeatMs` (each answer is the whole list), takes in the `case.presence` events of
 * this case, and says goodbye when it goes or the browser leaves the page. Nothing here ever fails the page: a case
 * the user lost is worded by the page itself.
 */
export function useCasePresence(caseId: string): CasePresenceViewer[] {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const idle = useBrowserIdle();
  const { data, refetch, isFetched } = useQuery({ ...casePresenceQuery(api, caseId), enabled: idle });
  useRealtimeEvent('case.presence', (event) => {
    if (event.caseId === caseId) queryClient.setQueryData(casePresenceQueryKey(caseId), event.viewers);
  });
  // Arrivals told between the page's arrival and the connection's first making never reached the page; an arrival
  // yet to be said reads them itself. A reconnection needs nothing here: it refetches every query on screen.
  useRealtimeConnected(() => {
    if (isFetched) void refetch({ cancelRefetch: false });
  });

  useEffect(() => {
    const leave = () => void leaveCase(api, caseId).catch(ignore);
    // Back from the browser's back-forward cache, after the goodbye `pagehide` sent: here again at once.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.refetchQueries({ queryKey: casePresenceQueryKey(caseId) });
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [api, caseId, queryClient]);

  return data ?? NOBODY;
}

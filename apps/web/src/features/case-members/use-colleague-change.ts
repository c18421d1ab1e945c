import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { useCurrentUser } from '../session/session-context.ts';

/**
 * Runs `handler` with the id of a case a colleague on it has just changed (`case.changed`, decision 65). The signed-in
 * lawyer's own changes are not news: they already show where they were made.
 */
export function useColleagueChange(handler: (caseId: string) => void): void {
  const me = useCurrentUser().id;
  useRealtimeEvent('case.changed', ({ caseId, userId }) => {
    if (userId !== me) handler(caseId);
  });
}

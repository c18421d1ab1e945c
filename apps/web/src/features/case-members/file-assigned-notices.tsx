import { Anchor, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { toast } from '../../ui/toast.tsx';
import { FileName, UserText } from '../../ui/user-text.tsx';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';

/**
 * "Ciarán Byrne assigned you lease.pdf in Harbour Walk acquisition", on whatever page the lawyer is, the case's title a
 * link to it. Mounted once in the shell; the server sends the event to the assignee alone.
 */
export function FileAssignedNotices() {
  const [, navigate] = useLocation();
  useRealtimeEvent('caseFile.assigned', ({ caseId, caseTitle, filename, assignedBy }) => {
    const to = `/cases/${encodeURIComponent(caseId)}`;
    toast.notice((close) => (
      <Text size="sm">
        <UserText>{assignedBy.name}</UserText> assigned you <FileName name={filename} /> in{' '}
        {/* The toasts are drawn outside the router, so the link is a plain one whose plain clicks the app follows itself. */}
        <Anchor
          href={to}
          inherit
          underline="always"
          onClick={(event) => {
            // A click with a modifier opens a tab or a window, as any link's does.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            close();
            navigate(to);
          }}
        >
          <UserText>{caseTitle}</UserText>
        </Anchor>
      </Text>
    ));
  });
  return null;
}

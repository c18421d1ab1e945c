import type { RealtimeEventPayload } from '@dd/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeHubContext } from './realtime-context.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import { useRealtimeEvent } from './use-realtime-event.ts';

const progress: RealtimeEventPayload<'case.progress'> = {
  caseId: 'case-1',
  done: 3,
  total: 10,
  status: 'processing',
  answerCounts: { answered: 3, needsReview: 0, notFound: 0 },
  files: [],
  answers: [],
};

const withHub = () => {
  const hub = createRealtimeHub();
  const wrapper = ({ children }: { children: ReactNode }) => <RealtimeHubContext value={hub}>{children}</RealtimeHubContext>;
  return { hub, wrapper };
};

describe('useRealtimeEvent', () => {
  it('calls the handler with the events of its name only', () => {
    const { hub, wrapper } = withHub();
    const handler = vi.fn();
    renderHook(() => useRealtimeEvent('case.progress', handler), { wrapper });

    hub.emit('case.progress', progress);
    hub.emit('case.failed', { caseId: 'case-1', message: 'The PDF is encrypted.' });

    expect(handler).toHaveBeenCalledExactlyOnceWith(progress);
  });

  it('uses the latest handler after a re-render', () => {
    const { hub, wrapper } = withHub();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ handler }) => useRealtimeEvent('case.progress', handler), {
      wrapper,
      initialProps: { handler: first },
    });

    rerender({ handler: second });
    hub.emit('case.progress', progress);

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops listening when the component goes', () => {
    const { hub, wrapper } = withHub();
    const handler = vi.fn();
    const { unmount } = renderHook(() => useRealtimeEvent('case.progress', handler), { wrapper });

    unmount();
    hub.emit('case.progress', progress);

    expect(handler).not.toHaveBeenCalled();
  });
});

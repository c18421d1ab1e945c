import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.ts';
import { ApiClientProvider } from '../../lib/api-client-context.tsx';
import { aFile } from '../../test/fixtures.ts';
import { useUploadWorkflow } from './upload-workflow-context.ts';
import { UploadWorkflowProvider } from './upload-workflow-provider.tsx';

const api = createApiClient({ getToken: () => null, notifyError: () => undefined });
const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiClientProvider client={api}>
    <UploadWorkflowProvider>{children}</UploadWorkflowProvider>
  </ApiClientProvider>
);

describe('upload workflow holder', () => {
  it('adds a new file and refuses a second file of the same name, saying why', () => {
    const { result } = renderHook(() => useUploadWorkflow(), { wrapper });

    let first: ReturnType<typeof result.current.addFile> | undefined;
    act(() => {
      first = result.current.addFile(aFile('lease.pdf', 'application/pdf'), 10, []);
    });
    const second = result.current.addFile(aFile('lease.pdf', 'application/pdf'), 20, []);

    expect(first).toEqual({ added: true });
    expect(second).toEqual({ added: false, message: 'You have already uploaded this file' });
    expect(result.current.state.files).toHaveLength(1);
    expect(result.current.state.activeFileName).toBe('lease.pdf');
  });

  it('passes other transitions to the reducer', () => {
    const { result } = renderHook(() => useUploadWorkflow(), { wrapper });

    act(() => result.current.dispatch({ type: 'regionSelected', region: 'Scotland' }));

    expect(result.current.state.region).toBe('Scotland');
  });
});

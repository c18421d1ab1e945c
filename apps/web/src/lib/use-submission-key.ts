import { useMemo, useRef } from 'react';

/** The Idempotency-Keys of one form's submissions. */
export interface SubmissionKey {
  /**
   * The key for a submission, told apart by its fingerprint: the key already sent for it while it has not
   * succeeded (a retry after a network error, when the first may have arrived), a new one for anything else.
   */
  keyFor(fingerprint: string): string;
  /** The submission went through: the next one is a new request, even with the same content. */
  succeeded(): void;
}

/** What tells a file apart in a fingerprint without reading it. */
export const fileFingerprint = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** One Idempotency-Key per submission, so a retried submission never creates its records twice. */
export function useSubmissionKey(): SubmissionKey {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint) {
        if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, key: crypto.randomUUID() };
        return pending.current.key;
      },
      succeeded() {
        pending.current = null;
      },
    }),
    [],
  );
}

/** How long one dependency may take to answer before the process counts as not ready. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type CheckResult = 'ok' | string;

/**
 * Runs one dependency check within the timeout; a failure becomes a short reason for the probe's answer, never the
 * error's message (a driver's message can carry a host name or a user) nor its stack.
 */
export async function runCheck(check: () => Promise<unknown>, timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check().then((value) => (value === false ? 'refused' : 'ok')), timedOut]);
    if (outcome === 'timeout') return `no answer within ${timeoutMs} ms`;
    return outcome === 'ok' ? 'ok' : 'unreachable';
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code) ? `unreachable (${code})` : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

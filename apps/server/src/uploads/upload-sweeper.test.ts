import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startUploadSweeper, SWEEP_INTERVAL_MS } from './upload-sweeper.ts';

const quietLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

describe('startUploadSweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps every 10 minutes, keeps going after a failed sweep and stops when asked', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const sweep = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(2);
    const sweeper = startUploadSweeper(sweep, log);

    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database away' }) }, 'Sweeping expired uploads failed');
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith({ swept: 2 }, 'Expired uploads swept');

    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(3 * SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
  });
});

import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => ({ values, errors: {} });

describe("a form's resolver loaded on first use", () => {
  it('loads nothing until used, then once, and resolves as the loaded resolver does', async () => {
    const load = vi.fn(async () => valid);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: 'a@b.ie' }, undefined, options)).toEqual({ values: { email: 'a@b.ie' }, errors: {} });
    await resolver({ email: 'c@d.ie' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, so the first use finds it loaded', async () => {
    const load = vi.fn(async () => valid);
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'a@b.ie' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next use, and a failed preload is not an unhandled error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(valid);
    const { resolver, preload } = lazyResolver<Resolver<Values>>(load);
    preload();
    await expect.poll(() => load.mock.results[0]?.type).toBe('return');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await resolver({ email: 'a@b.ie' }, undefined, options)).toEqual({ values: { email: 'a@b.ie' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

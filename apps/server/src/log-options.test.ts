import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-options.ts';

describe('logDestination', () => {
  it('writes pretty lines on a terminal, JSON lines to a pipe or file, and to a given stream when there is one', () => {
    expect(logDestination(undefined, { isTTY: true })).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(logDestination(undefined, { isTTY: false })).toEqual({});
    expect(logDestination(undefined, {})).toEqual({});
    const stream = new PassThrough();
    expect(logDestination(stream, { isTTY: true })).toEqual({ stream });
  });
});

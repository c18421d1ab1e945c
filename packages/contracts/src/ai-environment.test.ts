import { describe, expect, it } from 'vitest';
import { parseAiEnvironment } from './ai-environment.ts';

describe('parseAiEnvironment', () => {
  it('is null, for the built-in engine, when no language model is configured', () => {
    expect(parseAiEnvironment({})).toBeNull();
    expect(parseAiEnvironment({ AI_PROVIDER: '', AI_MODEL: '' })).toBeNull();
  });

  it('reads a provider with the defaults for what is not set', () => {
    expect(parseAiEnvironment({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://localhost:11434/v1' })).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
      concurrency: 4,
      timeoutMs: 60_000,
    });
  });

  it.each([
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS must be a whole number'],
    [{ AI_MODEL: undefined }, 'AI_MODEL is required with AI_PROVIDER'],
  ])('names what is wrong with %j and never repeats the key', (change, problem) => {
    const secret = 'sk-live-do-not-print';
    const attempt = () => parseAiEnvironment({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', AI_API_KEY: secret, ...change });

    expect(attempt).toThrow(`Invalid configuration: ${problem}.`);
    expect(attempt).not.toThrow(secret);
  });
});

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
      timeoutMs: 120_000,
      contextTokens: 100_000,
      questionsPerCall: 25,
    });
  });

  it('reads Azure OpenAI by its resource name, or by its address, with the API version', () => {
    const azure = { AI_PROVIDER: 'azure', AI_MODEL: 'contracts-gpt-4o', AI_API_KEY: 'azure-key' };
    expect(parseAiEnvironment({ ...azure, AI_AZURE_RESOURCE: 'firm-openai', AI_API_VERSION: '2024-10-21' })).toMatchObject({
      provider: 'azure',
      model: 'contracts-gpt-4o',
      azureResource: 'firm-openai',
      azureApiVersion: '2024-10-21',
    });
    expect(parseAiEnvironment({ ...azure, AI_BASE_URL: 'https://gateway.firm.example/openai' })).toMatchObject({ baseUrl: 'https://gateway.firm.example/openai' });
    expect(() => parseAiEnvironment(azure)).toThrow('AI_AZURE_RESOURCE is required when AI_PROVIDER is azure and AI_BASE_URL is not set');
    expect(() => parseAiEnvironment({ ...azure, AI_AZURE_RESOURCE: 'https://firm-openai.openai.azure.com' })).toThrow('AI_AZURE_RESOURCE must be an Azure resource name');
    expect(() => parseAiEnvironment({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', AI_API_KEY: 'k', AI_AZURE_RESOURCE: 'firm-openai' })).toThrow(
      'AI_AZURE_RESOURCE is only for AI_PROVIDER azure',
    );
  });

  it('reads how much of the context a prompt may fill, how many questions a call asks, and what a case may spend', () => {
    const env = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', AI_API_KEY: 'k' };
    expect(parseAiEnvironment({ ...env, AI_CONTEXT_TOKENS: '32000', AI_QUESTIONS_PER_CALL: '10', AI_MAX_TOKENS_PER_CASE: '2000000' })).toMatchObject({
      contextTokens: 32_000,
      questionsPerCall: 10,
      maxTokensPerCase: 2_000_000,
    });
    expect(parseAiEnvironment(env)).not.toHaveProperty('maxTokensPerCase');
    expect(() => parseAiEnvironment({ ...env, AI_CONTEXT_TOKENS: '500' })).toThrow('AI_CONTEXT_TOKENS must be at least 2000');
    expect(() => parseAiEnvironment({ ...env, AI_QUESTIONS_PER_CALL: '0' })).toThrow('AI_QUESTIONS_PER_CALL must be at least 1');
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

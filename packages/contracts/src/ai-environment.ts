import { z } from 'zod';

export const AI_PROVIDERS = ['openai', 'anthropic', 'azure', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** The language model that answers questions, when one is configured; without it the built-in engine answers. */
export interface AiConfig {
  provider: AiProvider;
  model: string;
  /** Secret: passed to the provider and never logged. */
  apiKey?: string;
  baseUrl?: string;
  /** Azure OpenAI: the resource name (`https://{name}.openai.azure.com`), unless baseUrl is given. */
  azureResource?: string;
  /** Azure OpenAI: the API version its deployments are called with. */
  azureApiVersion?: string;
  /** Calls to the model open at once. */
  concurrency: number;
  /** Time allowed for one call to the model, its retries included. */
  timeoutMs: number;
  /** Tokens of the model's context the prompt may fill: a document that fits goes whole, a longer one as passages. */
  contextTokens: number;
  /** Questions asked of a document in one call. */
  questionsPerCall: number;
  /** Tokens (in and out) one case may spend; unset, no limit. */
  maxTokensPerCase?: number;
}

/** What the answers of a configuration's language model carry as their engine: `llm:<model>`. */
export const llmEngineName = (config: Pick<AiConfig, 'model'>) => `llm:${config.model}` as const;

export const AI_DEFAULTS = { concurrency: 4, timeoutMs: 120_000, contextTokens: 100_000, questionsPerCall: 25 } as const;

// Deployment tools often pass an unset variable as an empty string; both mean "not set".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const whole = (min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` }),
  );

/**
 * The environment variables that configure the LLM answer engine, each with its README line. One schema for the
 * server (which extends its own with it) and the command line; `refineAiEnvironment` adds the checks between them.
 */
export const AiEnvironment = z.object({
  AI_PROVIDER: optional(z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` })).describe(
    'Language model that answers questions: openai, anthropic, azure (Azure OpenAI) or openai-compatible (Ollama, vLLM …); unset, the built-in offline engine answers.',
  ),
  AI_MODEL: optional(z.string().trim().min(1, { error: 'must not be blank' })).describe(
    "Model the provider runs (e.g. gpt-4.1-mini; for azure, the deployment's name); required with AI_PROVIDER.",
  ),
  AI_API_KEY: optional(z.string().trim().min(1, { error: 'must not be blank' })).describe(
    'API key for the provider; required for openai, anthropic and azure, optional for openai-compatible. Never logged.',
  ),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })).describe(
    "Address of the provider's API; required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama).",
  ),
  AI_AZURE_RESOURCE: optional(z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, { error: 'must be an Azure resource name (letters, digits, hyphens)' })).describe(
    'Azure OpenAI resource name (https://{name}.openai.azure.com); for azure, this or AI_BASE_URL is required.',
  ),
  AI_API_VERSION: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}(-preview)?$|^v1$/, { error: 'must be an API version such as 2024-10-21 or v1' })).describe(
    'Azure OpenAI API version (default v1, the current API).',
  ),
  AI_CONCURRENCY: whole(1, 64).describe(`Calls to the language model open at once (default ${AI_DEFAULTS.concurrency}).`),
  AI_TIMEOUT_MS: whole(100, 600_000).describe(
    `Time allowed for one call to the language model, retries included (default ${AI_DEFAULTS.timeoutMs}); past it each of the call's questions is asked on its own, then the built-in engine answers.`,
  ),
  AI_CONTEXT_TOKENS: whole(2_000, 2_000_000).describe(
    `Tokens of the model's context a prompt may fill (default ${AI_DEFAULTS.contextTokens}): a document that fits is read whole, a longer one as the passages chosen for its questions.`,
  ),
  AI_QUESTIONS_PER_CALL: whole(1, 100).describe(`Questions asked of a document in one call (default ${AI_DEFAULTS.questionsPerCall}).`),
  AI_MAX_TOKENS_PER_CASE: whole(1_000, 1_000_000_000).describe(
    'Tokens (in and out) one case may spend on the language model; past it the built-in engine answers the rest and the case says so. Unset, no limit.',
  ),
});
export type AiEnvironment = z.infer<typeof AiEnvironment>;

/** What the variables require of each other: a model for a provider, a key for the hosted ones, an address for the rest. */
export function refineAiEnvironment(vars: AiEnvironment, ctx: z.RefinementCtx): void {
  const require = (name: keyof AiEnvironment, why: string) => ctx.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
  if (!vars.AI_PROVIDER) {
    for (const name of ['AI_MODEL', 'AI_API_KEY', 'AI_BASE_URL', 'AI_AZURE_RESOURCE', 'AI_API_VERSION'] as const) {
      if (vars[name] !== undefined) ctx.addIssue({ code: 'custom', path: ['AI_PROVIDER'], message: `must be set when ${name} is` });
    }
    return;
  }
  if (!vars.AI_MODEL) require('AI_MODEL', 'with AI_PROVIDER');
  if (vars.AI_PROVIDER !== 'openai-compatible' && !vars.AI_API_KEY) require('AI_API_KEY', `when AI_PROVIDER is ${vars.AI_PROVIDER}`);
  if (vars.AI_PROVIDER === 'openai-compatible' && !vars.AI_BASE_URL) require('AI_BASE_URL', 'when AI_PROVIDER is openai-compatible');
  if (vars.AI_PROVIDER === 'azure' && !vars.AI_BASE_URL && !vars.AI_AZURE_RESOURCE) require('AI_AZURE_RESOURCE', 'when AI_PROVIDER is azure and AI_BASE_URL is not set');
  if (vars.AI_PROVIDER !== 'azure') {
    for (const name of ['AI_AZURE_RESOURCE', 'AI_API_VERSION'] as const) {
      if (vars[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is only for AI_PROVIDER azure' });
    }
  }
}

/** The configuration of variables already checked by AiEnvironment and refineAiEnvironment; null: the built-in engine. */
export function aiConfigOf(vars: AiEnvironment): AiConfig | null {
  if (!vars.AI_PROVIDER || !vars.AI_MODEL) return null;
  return {
    provider: vars.AI_PROVIDER,
    model: vars.AI_MODEL,
    ...(vars.AI_API_KEY && { apiKey: vars.AI_API_KEY }),
    ...(vars.AI_BASE_URL && { baseUrl: vars.AI_BASE_URL }),
    ...(vars.AI_AZURE_RESOURCE && { azureResource: vars.AI_AZURE_RESOURCE }),
    ...(vars.AI_API_VERSION && { azureApiVersion: vars.AI_API_VERSION }),
    concurrency: vars.AI_CONCURRENCY ?? AI_DEFAULTS.concurrency,
    timeoutMs: vars.AI_TIMEOUT_MS ?? AI_DEFAULTS.timeoutMs,
    contextTokens: vars.AI_CONTEXT_TOKENS ?? AI_DEFAULTS.contextTokens,
    questionsPerCall: vars.AI_QUESTIONS_PER_CALL ?? AI_DEFAULTS.questionsPerCall,
    ...(vars.AI_MAX_TOKENS_PER_CASE && { maxTokensPerCase: vars.AI_MAX_TOKENS_PER_CASE }),
  };
}

/**
 * The LLM configuration of an environment, or null when none is set. A bad value throws an error naming the
 * variable (never its value, which may be the key).
 */
export function parseAiEnvironment(env: Record<string, string | undefined>): AiConfig | null {
  const parsed = AiEnvironment.superRefine(refineAiEnvironment).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return aiConfigOf(parsed.data);
}

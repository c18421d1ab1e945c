import { z } from 'zod';

/** What calls to the language model cost over a period: calls (and failed ones), tokens in (cached among them) and out, time. */
export const ModelUsageTotals = z.object({
  calls: z.number().int(),
  failedCalls: z.number().int(),
  inputTokens: z.number().int(),
  cachedInputTokens: z.number().int().describe('Input tokens the provider read from its prompt cache (counted in inputTokens too).'),
  outputTokens: z.number().int(),
  callMs: z.number().int().describe('Time the calls took, added up.'),
});
export type ModelUsageTotals = z.infer<typeof ModelUsageTotals>;

/** The firm's use of the language model: by calendar month (UTC) and by case, over the last twelve months. */
export const AdminModelUsageResponse = z.object({
  data: z.object({
    /** Null where no language model is configured: the built-in engine makes no calls. */
    engine: z.string().nullable(),
    maxTokensPerCase: z.number().int().nullable(),
    builtinOnlyByDefault: z.boolean(),
    months: z.array(ModelUsageTotals.extend({ month: z.string().describe('YYYY-MM') })),
    cases: z.array(
      ModelUsageTotals.extend({
        caseId: z.string(),
        title: z.string(),
        ownerEmail: z.string(),
        allowanceSpent: z.boolean(),
      }),
    ),
  }),
});
export type AdminModelUsageResponse = z.infer<typeof AdminModelUsageResponse>;

/** What a lawyer's forms need to know of the language model: whether one answers, and the firm's default for new cases. */
export const ModelSettings = z.object({
  /** `llm:<model>`, or null where the built-in engine alone answers. */
  engine: z.string().nullable(),
  /** The installation's default (a platform admin's): new cases start "built-in engine only" unless the lawyer allows the model. */
  builtinOnlyByDefault: z.boolean(),
  /** The caller's firm's own default (a firm admin's), which a new case of theirs also starts by. */
  firmBuiltinOnlyByDefault: z.boolean(),
});
export type ModelSettings = z.infer<typeof ModelSettings>;

export const ModelSettingsResponse = z.object({ data: ModelSettings });
export type ModelSettingsResponse = z.infer<typeof ModelSettingsResponse>;

/** An admin's change of the firm's default for new cases. */
export const ModelSettingsInput = z.object({
  builtinOnlyByDefault: z.boolean({ error: 'The builtinOnlyByDefault field must be true or false.' }),
});
export type ModelSettingsInput = z.infer<typeof ModelSettingsInput>;

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

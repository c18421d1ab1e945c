import { z } from 'zod';
import { CONFIGURATION_TYPES, PRACTICE_AREAS, REGIONS } from './constants.ts';
import { requiredMessage, userText } from './validation.ts';

const ConfigurationType = z.enum(CONFIGURATION_TYPES, {
  error: (issue) => (issue.input === undefined ? requiredMessage('type') : 'The selected type is invalid.'),
});

/** What a configuration item's value may be for its type: region names, or practice-area names. */
export const CONFIGURATION_VALUES: Record<(typeof CONFIGURATION_TYPES)[number], readonly string[]> = {
  'TYPE-REGION': REGIONS,
  'TYPE-PRACTICE-AREA': PRACTICE_AREAS.map((area) => area.name),
};

export const UserConfigurationListRequest = z.object({ type: ConfigurationType });
export type UserConfigurationListRequest = z.infer<typeof UserConfigurationListRequest>;

export const UserConfigurationPayload = z
  .object({
    type: ConfigurationType,
    value: userText('value').min(1, { error: requiredMessage('value') }),
    should_remove: z.boolean({ error: () => 'The should remove field must be true or false.' }),
  })
  .refine((item) => CONFIGURATION_VALUES[item.type].includes(item.value), {
    error: 'The selected value is invalid.',
    path: ['value'],
  });
export type UserConfigurationPayload = z.infer<typeof UserConfigurationPayload>;

export const UserConfigurationInsertOrUpdateRequest = z.object({
  payloads: z.array(UserConfigurationPayload, { error: () => requiredMessage('payloads') }).min(1, {
    error: requiredMessage('payloads'),
  }),
});
export type UserConfigurationInsertOrUpdateRequest = z.infer<typeof UserConfigurationInsertOrUpdateRequest>;

export const UserConfigurationItem = z.object({ type: z.enum(CONFIGURATION_TYPES), value: z.string(), is_active: z.boolean() });
export type UserConfigurationItem = z.infer<typeof UserConfigurationItem>;

export const UserConfigurationsResponse = z.object({
  data: z.object({ userConfigurations: z.array(UserConfigurationItem) }),
});
export type UserConfigurationsResponse = z.infer<typeof UserConfigurationsResponse>;

import type { Region } from '@dd/contracts';

/** Short codes for the five jurisdictions, used by document types and the classifier. */
export type RegionCode = 'SC' | 'NI' | 'EN' | 'WA' | 'IE';

export const REGION_CODES: Record<Region, RegionCode> = {
  Scotland: 'SC',
  'Northern Ireland': 'NI',
  England: 'EN',
  Wales: 'WA',
  'Republic of Ireland': 'IE',
};

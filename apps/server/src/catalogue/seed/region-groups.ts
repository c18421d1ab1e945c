import type { RegionCode } from '@dd/contracts';

/** The groupings the law actually follows, named once so each document type and question reads plainly. */
export const ALL_REGIONS: RegionCode[] = ['EN', 'WA', 'SC', 'NI', 'IE'];
export const ENGLAND_AND_WALES: RegionCode[] = ['EN', 'WA'];
export const GREAT_BRITAIN: RegionCode[] = ['EN', 'WA', 'SC'];
export const UNITED_KINGDOM: RegionCode[] = ['EN', 'WA', 'SC', 'NI'];
export const IRELAND_NORTH_AND_SOUTH: RegionCode[] = ['NI', 'IE'];
export const OUTSIDE_SCOTLAND: RegionCode[] = ['EN', 'WA', 'NI', 'IE'];
export const SCOTLAND: RegionCode[] = ['SC'];
export const NORTHERN_IRELAND: RegionCode[] = ['NI'];
export const IRELAND: RegionCode[] = ['IE'];

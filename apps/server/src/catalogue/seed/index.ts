import { BANKING_LAW_DOCUMENT_TYPES } from './banking-law.ts';
import type { CatalogueSeed } from './catalogue-seed-schema.ts';
import { CONSTRUCTION_LAW_DOCUMENT_TYPES } from './construction-law.ts';
import { CORPORATE_LAW_DOCUMENT_TYPES } from './corporate-law.ts';
import { EMPLOYMENT_LAW_DOCUMENT_TYPES } from './employment-law.ts';
import { LITIGATION_DOCUMENT_TYPES } from './litigation.ts';
import { PROPERTY_LAW_DOCUMENT_TYPES } from './property-law.ts';

export * from './catalogue-seed-schema.ts';

/** Bump whenever a document type, question or signal changes, so the seeder knows to re-apply the catalogue. */
export const CATALOGUE_VERSION = 3;

export const CATALOGUE_SEED: CatalogueSeed = [
  ...PROPERTY_LAW_DOCUMENT_TYPES,
  ...LITIGATION_DOCUMENT_TYPES,
  ...CORPORATE_LAW_DOCUMENT_TYPES,
  ...BANKING_LAW_DOCUMENT_TYPES,
  ...CONSTRUCTION_LAW_DOCUMENT_TYPES,
  ...EMPLOYMENT_LAW_DOCUMENT_TYPES,
];

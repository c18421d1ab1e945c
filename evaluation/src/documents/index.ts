import type { EvaluationDocument } from '../evaluation-document.ts';
import { BANKING_LAW_DOCUMENTS } from './banking-law.ts';
import { CONSTRUCTION_LAW_DOCUMENTS } from './construction-law.ts';
import { CORPORATE_LAW_DOCUMENTS } from './corporate-law.ts';
import { EMPLOYMENT_LAW_DOCUMENTS } from './employment-law.ts';
import { LITIGATION_DOCUMENTS } from './litigation.ts';
import { PROPERTY_LAW_DOCUMENTS } from './property-law.ts';

/** The UK and Irish evaluation set: every catalogue type, the central ones several times, and their look-alikes. */
export const EVALUATION_DOCUMENTS: EvaluationDocument[] = [
  ...PROPERTY_LAW_DOCUMENTS,
  ...LITIGATION_DOCUMENTS,
  ...CORPORATE_LAW_DOCUMENTS,
  ...BANKING_LAW_DOCUMENTS,
  ...CONSTRUCTION_LAW_DOCUMENTS,
  ...EMPLOYMENT_LAW_DOCUMENTS,
];

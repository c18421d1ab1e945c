import type { AnswerSetDocument } from './answer-set-document.ts';
import { CONVEYANCING } from './conveyancing.ts';
import { CORPORATE } from './corporate.ts';
import { EMPLOYMENT } from './employment.ts';
import { FINANCE } from './finance.ts';
import { FROZEN_AGREEMENTS } from './frozen-agreements.ts';
import { FROZEN_REGISTERS } from './frozen-registers.ts';
import { LEASES } from './leases.ts';
import { OTHER } from './other.ts';
import { REGISTERS } from './registers.ts';

/**
 * The UK and Irish answer set: documents of the central types and others, in every region, some of them scanned.
 * The frozen documents (listed in ../splits/frozen-splits.json) were written by someone who does not tune the engine.
 */
export const ANSWER_SET: AnswerSetDocument[] = [
  ...LEASES,
  ...REGISTERS,
  ...CONVEYANCING,
  ...EMPLOYMENT,
  ...FINANCE,
  ...CORPORATE,
  ...OTHER,
  ...FROZEN_REGISTERS,
  ...FROZEN_AGREEMENTS,
];

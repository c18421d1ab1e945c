import type { AnswerSetDocument } from './answer-set-document.ts';
import { CALIBRATION_AGREEMENTS } from './calibration-agreements.ts';
import { CALIBRATION_MORE_A } from './calibration-more-a.ts';
import { CALIBRATION_MORE_B } from './calibration-more-b.ts';
import { CALIBRATION_MORE_C } from './calibration-more-c.ts';
import { CALIBRATION_MORE_D } from './calibration-more-d.ts';
import { CALIBRATION_MORE_E } from './calibration-more-e.ts';
import { CALIBRATION_MORE_F } from './calibration-more-f.ts';
import { CALIBRATION_MORE_G } from './calibration-more-g.ts';
import { CALIBRATION_MORE_H } from './calibration-more-h.ts';
import { CALIBRATION_MORE_I } from './calibration-more-i.ts';
import { CALIBRATION_MORE_J } from './calibration-more-j.ts';
import { CALIBRATION_MORE_K } from './calibration-more-k.ts';
import { CALIBRATION_PROPERTY } from './calibration-property.ts';
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

/**
 * The calibration part: documents written like the frozen ones, by someone who neither tunes the engine nor runs it
 * on them, for the answer calibration to be checked and fitted on (decision 49). The engine's rules are never written
 * against them; whoever changes the engine reads their totals only. `npm run eval` reports them apart.
 */
export const CALIBRATION_SET: AnswerSetDocument[] = [
  ...CALIBRATION_AGREEMENTS,
  ...CALIBRATION_PROPERTY,
  ...CALIBRATION_MORE_A,
  ...CALIBRATION_MORE_B,
  ...CALIBRATION_MORE_C,
  ...CALIBRATION_MORE_D,
  ...CALIBRATION_MORE_E,
  ...CALIBRATION_MORE_F,
  ...CALIBRATION_MORE_G,
];

/**
 * The calibration's check part: documents written and adjudicated as the calibration part's are, which nothing is
 * fitted on. The calibration, and any change to what it weighs, is measured on them as on documents it has never
 * seen (decision 73); whoever changes the engine reads their totals only. `npm run eval` reports them beside the
 * calibration part.
 */
export const CALIBRATION_CHECK_SET: AnswerSetDocument[] = [
  ...CALIBRATION_MORE_H,
  ...CALIBRATION_MORE_I,
  ...CALIBRATION_MORE_J,
  ...CALIBRATION_MORE_K,
];

import type { QuestionToAnswer } from '@dd/contracts';

/**
 * ContractNLI's seventeen hypotheses as a lawyer reviewing an NDA would ask them, keyed by hypothesis. Each keeps
 * its hypothesis's polarity, so Entailment is "Yes", Contradiction "No" and NotMentioned "not found"; the hints are
 * the words such clauses are usually written in, as the catalogue's questions carry them, not the dataset's wording.
 * Each is linked to its hypothesis as the catalogue's NDA questions are, so the learned models read the document.
 */
export const CONTRACTNLI_QUESTIONS: Record<string, QuestionToAnswer> = Object.fromEntries(
  (
    [
      [
        'nda-1',
        'Is information protected only if the disclosing party marks or identifies it as confidential?',
        ['marked as confidential', 'designated as confidential', 'identified as confidential', 'confirmed in writing', 'legend'],
      ],
      ['nda-2', 'Is the confidential information limited to technical information?', ['technical information', 'Confidential Information means', 'business information']],
      ['nda-3', 'Does the confidential information include information disclosed orally?', ['orally', 'verbally', 'oral disclosure', 'reduced to writing']],
      [
        'nda-4',
        'Is the recipient prohibited from using the confidential information for anything other than the agreed purpose?',
        ['Purpose', 'solely for the purpose', 'for any other purpose', 'use the Confidential Information'],
      ],
      ['nda-5', 'May the recipient share the confidential information with its employees?', ['employees', 'need to know', 'officers and directors']],
      [
        'nda-7',
        'May the recipient share the confidential information with third parties such as consultants, agents or professional advisers?',
        ['professional advisers', 'advisors', 'consultants', 'agents', 'need to know'],
      ],
      [
        'nda-8',
        'Must the recipient notify the disclosing party if the law or a court requires it to disclose confidential information?',
        ['required by law', 'court order', 'prompt notice', 'subpoena', 'protective order', 'legal process'],
      ],
      [
        'nda-10',
        'Is the recipient prohibited from disclosing that the agreement exists or that the parties are negotiating?',
        ['existence of this Agreement', 'terms of this Agreement', 'discussions', 'negotiations'],
      ],
      [
        'nda-11',
        'Is the recipient prohibited from reverse engineering the confidential information?',
        ['reverse engineer', 'decompile', 'disassemble', 'samples', 'prototypes'],
      ],
      [
        'nda-12',
        'May the recipient independently develop information similar to the confidential information?',
        ['independently developed', 'without use of', 'without reference to', 'develop'],
      ],
      [
        'nda-13',
        'May the recipient obtain information similar to the confidential information from a third party?',
        ['third party', 'rightfully received', 'lawfully obtained', 'without restriction', 'without breach'],
      ],
      [
        'nda-15',
        'Does the agreement say that the recipient is granted no licence or other right in the confidential information?',
        ['no licence', 'no license', 'no right', 'intellectual property', 'shall be construed as granting'],
      ],
      [
        'nda-16',
        'Must the recipient return or destroy the confidential information when the agreement ends?',
        ['return or destroy', 'termination', 'upon request', 'copies', 'certify'],
      ],
      ['nda-17', 'May the recipient make copies of the confidential information?', ['copies', 'copy', 'reproduce', 'notes', 'extracts']],
      [
        'nda-18',
        "Is the recipient prohibited from soliciting the disclosing party's employees?",
        ['solicit', 'employ', 'hire', 'employees', 'entice'],
      ],
      [
        'nda-19',
        'Do any obligations of the agreement survive its termination or expiry?',
        ['survive', 'termination', 'expiration', 'continue in force'],
      ],
      [
        'nda-20',
        'May the recipient keep any confidential information after returning or destroying the rest?',
        ['retain', 'archival', 'backup', 'one copy', 'legal or regulatory'],
      ],
    ] as const
  ).map(([id, text, hints]) => [id, { id, text, answerType: 'yes_no', hints: [...hints], hypothesis: id }]),
);

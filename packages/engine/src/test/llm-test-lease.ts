import type { LlmAnswerOutput, QuestionToAnswer } from '@dd/contracts';
import { extractPdfText } from '../extract-pdf-text.ts';
import type { CitablePage } from '../answers/verify-citation.ts';
import { buildTextPdf } from './build-pdf.ts';

/** A short lease for the LLM engine's tests: each question's answer is on a known page. */
export const LLM_TEST_LEASE = [
  [
    'THIS LEASE is made the 1st day of March 2019',
    'BETWEEN',
    '(1) HARBOUR ESTATES LIMITED (the Landlord)',
    '(2) QUAYSIDE COFFEE LIMITED (the Tenant)',
    '1. TERM',
    '1.1 The Term is fifteen (15) years from and including 1 March 2019.',
  ],
  [
    '2. RENT',
    '2.1 The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.',
    '3. ALIENATION',
    '3.1 The Tenant shall not assign the whole of the Property without the consent of the Landlord.',
  ],
  ['4. GOVERNING LAW', '4.1 This Lease shall be governed by and construed in accordance with the laws of England and Wales.'],
];

export const LLM_TEST_QUESTIONS: QuestionToAnswer[] = [
  { id: 'rent', text: 'What is the yearly rent?', answerType: 'money' },
  { id: 'assign', text: 'Can the Tenant assign the Property?', answerType: 'yes_no' },
  { id: 'law', text: 'Which law governs the lease?', answerType: 'text' },
  { id: 'term', text: 'How long is the term?', answerType: 'duration' },
];

/** What a faithful model answers to each question of the test lease, by the question's text. */
export const FAITHFUL_ANSWERS: Record<string, LlmAnswerOutput> = {
  'What is the yearly rent?': {
    status: 'answered',
    answer: '£32,500',
    quote: 'The Tenant shall pay the yearly rent of £32,500 by equal quarterly payments in advance.',
    page: 2,
    furtherQuotes: null,
    value: null,
  },
  'Can the Tenant assign the Property?': {
    status: 'answered',
    answer: 'No, not without the consent of the Landlord',
    quote: 'The Tenant shall not assign the whole of the Property without the consent of the Landlord.',
    page: 2,
    furtherQuotes: null,
    value: { type: 'boolean', value: false, subjectTo: 'the consent of the Landlord' },
  },
  'Which law governs the lease?': {
    status: 'answered',
    answer: 'The laws of England and Wales',
    quote: 'governed by and construed in accordance with the laws of England and Wales',
    page: 3,
    furtherQuotes: null,
    value: null,
  },
  'How long is the term?': {
    status: 'answered',
    answer: '15 years',
    quote: 'The Term is fifteen (15) years from and including 1 March 2019.',
    page: 1,
    furtherQuotes: null,
    value: null,
  },
};

/** The lease (with any extra pages) as a real PDF, read back as the engine reads documents. */
export async function readTestLease(extraPages: string[][] = []): Promise<CitablePage[]> {
  const document = await extractPdfText(await buildTextPdf([...LLM_TEST_LEASE, ...extraPages]), { ocr: false });
  return document.pages.map(({ page, text }) => ({ page, text }));
}

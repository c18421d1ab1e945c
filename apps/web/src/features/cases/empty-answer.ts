import { MESSAGES, type CaseAnswer } from '@dd/contracts';

/**
 * What an answer says when it has no text of its own: honest words, never a blank. An answer needing review has
 * none to say: its passages stand in its place.
 */
export const EMPTY_ANSWER: Record<CaseAnswer['status'], string> = {
  pending: 'Being answered…',
  answered: '',
  needs_review: '',
  not_found: MESSAGES.answers.notFound,
  failed: MESSAGES.answers.failed,
};

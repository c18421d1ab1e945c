import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('what a change of document type would remove', () => {
  it('names each kind of work with its number, in the spec’s words', () => {
    expect(MESSAGES.cases.workDiscarded({ edited: 3, commented: 0, verified: 0 })).toBe('3 edited answers will be removed');
    expect(MESSAGES.cases.workDiscarded({ edited: 1, commented: 1, verified: 0 })).toBe('1 edited answer and 1 comment will be removed');
    expect(MESSAGES.cases.workDiscarded({ edited: 0, commented: 2, verified: 1 })).toBe('2 comments and 1 verification will be removed');
    expect(MESSAGES.cases.workDiscarded({ edited: 2, commented: 1, verified: 4 })).toBe('2 edited answers, 1 comment and 4 verifications will be removed');
  });
});

describe('a 429 with its wait', () => {
  it('names the Retry-After seconds rounded up to whole minutes', () => {
    expect(MESSAGES.global.tooManyRequestsFor(1)).toBe('Too many attempts. Please try again in a minute.');
    expect(MESSAGES.global.tooManyRequestsFor(60)).toBe('Too many attempts. Please try again in a minute.');
    expect(MESSAGES.global.tooManyRequestsFor(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(MESSAGES.global.tooManyRequestsFor(832)).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(MESSAGES.global.tooManyRequestsFor(900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe('the case header’s tally of answers', () => {
  it('agrees "needs" with one answer needing review and "need" with any other number', () => {
    expect(MESSAGES.answers.counts({ answered: 12, needsReview: 1, notFound: 3 })).toBe('12 answered · 1 needs review · 3 not found');
    expect(MESSAGES.answers.counts({ answered: 0, needsReview: 2, notFound: 0 })).toBe('0 answered · 2 need review · 0 not found');
    expect(MESSAGES.answers.counts({ answered: 1, needsReview: 0, notFound: 1 })).toBe('1 answered · 0 need review · 1 not found');
  });
});

describe('a case document refused in the browser for its kind', () => {
  it('names the file, and says what may be uploaded in the words the server uses for a file it cannot read', () => {
    expect(MESSAGES.documents.otherKind('notes.txt')).toBe('“notes.txt” cannot be read here. Upload a PDF, a Word document (.docx), a scan as PNG, JPEG or TIFF, or an email (.eml or .msg).');
  });

  it('names a Word 97–2003 document as the server does, and what to save it as', () => {
    expect(MESSAGES.documents.olderWord('old lease.doc')).toBe(
      '“old lease.doc” is a Word 97–2003 document (.doc), which cannot be read. Save it as a Word document (.docx) or a PDF and upload it again.',
    );
  });
});

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

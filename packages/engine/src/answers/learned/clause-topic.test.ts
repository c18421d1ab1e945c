import { describe, expect, it } from 'vitest';
import { clauseTopicOf, questionClauseTopic } from './clause-topic.ts';

const law = { id: 'law', text: 'Which law governs the agreement?', answerType: 'text' as const, hints: ['governed by', 'laws of', 'governing law'] };

describe('the clause category a question asks about', () => {
  it('is read from a catalogue question’s hints, and a lawyer’s own question has none', () => {
    expect(questionClauseTopic(law)).toBe('Governing Law');
    expect(questionClauseTopic({ id: 'own', text: 'Which law governs the agreement?' })).toBeNull();
  });

  it('agrees with a passage of that category and disagrees with one of another', () => {
    expect(clauseTopicOf(law, 'This Agreement shall be governed by and construed in accordance with the laws of England and Wales.')).toBe('agrees');
    expect(clauseTopicOf(law, 'The Supplier shall invoice the Customer monthly in arrears and payment is due within 30 days.')).toBe('disagrees');
    expect(clauseTopicOf({ id: 'own', text: 'Which law applies?' }, 'This Agreement shall be governed by the laws of Ireland.')).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseText } from '../normalise-text.ts';
import { featureTokens, fnv1a, textFeatures, FEATURE_SETTINGS } from './text-features.ts';

const bucketOf = (feature: string) => fnv1a(feature) & (2 ** FEATURE_SETTINGS.hashBits - 1);
const valueOf = (text: string, feature: string) => {
  const features = textFeatures(text);
  const at = features.indices.indexOf(bucketOf(feature));
  return at === -1 ? 0 : features.values[at]!;
};

describe('featureTokens', () => {
  it('reads words as the loose normalisation does, with every number as 0', () => {
    expect(featureTokens('The Tenant’s RENT of £12,500 is due on 25 March.')).toEqual(['the', 'tenants', 'rent', 'of', '0', '0', 'is', 'due', 'on', '0', 'march']);
    expect(featureTokens('ﬁnal — “notice”')).toEqual(['final', 'notice']);
  });

  it('splits words exactly where the engine’s loose normalisation does', () => {
    for (const text of ['Landlord’s covenants: (a) to insure; (b) to repair…', 'NON-DISCLOSURE AGREEMENT ‚quoted‛ Ltd.', 'ﬂoor – ﬃce\u00a0area']) {
      expect(featureTokens(text)).toEqual(normaliseText(text, 'loose').text.split(' '));
    }
  });
});

describe('textFeatures', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('is the same vector every time, ascending buckets, L2-normalised', () => {
    const text = 'The Receiving Party shall not disclose Confidential Information except to its advisers.';
    const first = textFeatures(text);
    expect(textFeatures(text)).toEqual(first);
    expect([...first.indices]).toEqual([...first.indices].sort((a, b) => a - b));
    expect(first.values.reduce((sum, value) => sum + value * value, 0)).toBeCloseTo(1, 5);
    expect(textFeatures('')).toEqual({ indices: new Int32Array(), values: new Float32Array() });
  });

  it('holds unigrams, bigrams and the signals of negation, exception and consent', () => {
    const text = 'The Licensee shall not assign this Agreement without the prior written consent of the Licensor.';
    for (const feature of ['1:assign', '2:shall not', '2:written consent', 's:negated-modal', 's:exception', 's:exception-consent', 's:negation']) {
      expect(valueOf(text, feature), feature).toBeGreaterThan(0);
    }
    expect(valueOf('The Licensee may assign this Agreement.', 's:negated-modal')).toBe(0);
  });

  it('weighs a repeated word sublinearly: twice is 1 + ln 2, not 2', () => {
    const twice = textFeatures('rent rent');
    const once = textFeatures('rent');
    // "rent rent" has the unigram twice and the bigram once: (1 + ln 2, 1) normalised.
    const norm = Math.hypot(1 + Math.log(2), 1);
    expect(valueOf('rent rent', '1:rent')).toBeCloseTo((1 + Math.log(2)) / norm, 5);
    expect(twice.indices.length).toBe(2);
    expect(once.values[0]).toBeCloseTo(1, 6);
  });
});

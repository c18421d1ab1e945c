
/**
 * How a text becomes the sparse vector the learned models read. Training (`npm run train`) and the engine call the
 * same `textFeatures` with the settings stored in the weights file, so a passage scores the same in both.
 */
export interface FeatureSettings {
  /** Features are hashed into `2 ** hashBits` buckets. */
  hashBits: number;
  /** Word n-grams from 1 up to this length. */
  maxNgram: number;
}

export const FEATURE_SETTINGS: FeatureSettings = { hashBits: 18, maxNgram: 2 };

/** A sparse feature vector: bucket indices in ascending order and their values, L2-normalised. */
export interface SparseFeatures {
  indices: Int32Array;
  values: Float32Array;
}

const MODALS = new Set(['shall', 'will', 'may', 'must', 'can', 'could', 'should', 'would', 'might']);
const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'neither', 'cannot']);
const EXCEPTIONS = new Set(['except', 'unless', 'save', 'without', 'notwithstanding', 'provided', 'subject']);
const CONSENTS = new Set(['consent', 'approval', 'permission', 'authorisation', 'authorization', 'agreement']);

/**
 * Signals that a few words carry across many wordings: a modal verb negated within the next two words ("shall not",
 * "may in no event"), an exception or condition ("except", "unless", "subject to", "without"), and a consent
 * within four words of one ("without the prior written consent"): what separates "may not" from "may, with consent".
 */
function signals(tokens: string[]): string[] {
  const found = new Set<string>();
  tokens.forEach((token, i) => {
    if (MODALS.has(token) && tokens.slice(i + 1, i + 3).some((next) => NEGATIONS.has(next))) found.add('negated-modal');
    if (EXCEPTIONS.has(token)) {
      found.add('exception');
      if (tokens.slice(i + 1, i + 5).some((next) => CONSENTS.has(next))) found.add('exception-consent');
    }
    if (NEGATIONS.has(token)) found.add('negation');
  });
  return [...found];
}

const WORD = /[\p{L}\p{N}'\u2018\u2019\u201a\u201b\u2032]+/gu;
const APOSTROPHES = /['\u2018\u2019\u201a\u201b\u2032]/g;
const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl' };

/**
 * Lower-cased words as `normaliseText(…, 'loose')` reads them (an apostrophe joins a word: "Tenant's" is
 * "tenants"; other punctuation separates), but in one pass of a regular expression, since training reads every
 * clause of CUAD; every run of digits becomes "0", so "30 days" and "60 days" share a feature.
 */
export function featureTokens(text: string): string[] {
  const words = text.replace(/[\ufb00-\ufb04]/g, (ligature) => LIGATURES[ligature]!).toLowerCase().match(WORD) ?? [];
  return words.map((word) => word.replace(APOSTROPHES, '').replace(/\p{N}+/gu, '0')).filter((word) => word !== '');
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a continued over more UTF-16 code units: feeding "a" then "b" hashes as feeding "ab". */
function feedFnv1a(hash: number, value: string): number {
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), FNV_PRIME);
  return hash;
}

/** 32-bit FNV-1a of the string's UTF-16 code units. */
export const fnv1a = (value: string): number => feedFnv1a(FNV_OFFSET, value) >>> 0;

/** `text` as hashed word n-grams and signals, with sublinear term frequency (1 + ln tf), L2-normalised. */
export function textFeatures(text: string, settings: FeatureSettings = FEATURE_SETTINGS): SparseFeatures {
  const tokens = featureTokens(text);
  const mask = 2 ** settings.hashBits - 1;
  const counts = new Map<number, number>();
  const count = (hash: number) => {
    const bucket = (hash >>> 0) & mask;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  // Each n-gram is hashed as the string "n:word word" would be, fed piece by piece rather than built: a worker
  // reads every sentence of a document this way.
  for (let n = 1; n <= settings.maxNgram; n++) {
    const prefix = feedFnv1a(FNV_OFFSET, `${n}:`);
    for (let i = 0; i + n <= tokens.length; i++) {
      let hash = feedFnv1a(prefix, tokens[i]!);
      for (let j = i + 1; j < i + n; j++) hash = feedFnv1a(feedFnv1a(hash, ' '), tokens[j]!);
      count(hash);
    }
  }
  for (const signal of signals(tokens)) count(fnv1a(`s:${signal}`));
  const indices = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const values = Float32Array.from(indices, (index) => 1 + Math.log(counts.get(index)!));
  let squares = 0;
  for (const value of values) squares += value * value;
  const norm = Math.sqrt(squares);
  if (norm > 0) for (let i = 0; i < values.length; i++) values[i] = values[i]! / norm;
  return { indices, values };
}

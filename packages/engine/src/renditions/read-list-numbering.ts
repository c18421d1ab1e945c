import { childElement, childElements, onOff, wholeNumber, type XmlElement } from './parse-xml.ts';
import type { WordStyles } from './read-word-styles.ts';
import { symbolCharacter } from './symbol-character.ts';

/** Word's list numbering (word/numbering.xml), counted paragraph by paragraph in document order. */
export interface ListNumbering {
  /** The level of list `numId` whose w:pStyle links it to paragraph style `styleId`, if one does. */
  levelOfStyle(numId: string, styleId: string): number | undefined;
  /** Counts one more paragraph at `level` of list `numId`, and gives the number Word shows before it ("1.1", "(a)", "•"). */
  next(numId: string, level: number): string | null;
}

interface Level {
  start: number;
  format: string;
  text: string;
  /** Restarts after a use of this level (1-based) or a shallower one; 0 never; undefined after any shallower level. */
  restartAfter: number | undefined;
  /** Shows every level's number in decimal ("legal" numbering: 1.1 under Article I). */
  legal: boolean;
  styleId: string | null;
  font: string | null;
}

interface AbstractList {
  levels: Map<number, Level>;
  numStyleLink: string | null;
}

interface ListInstance {
  abstractId: string;
  startOverrides: Map<number, number>;
  levelOverrides: Map<number, Level>;
}

const LEVELS = 9;
/** Numbering styles linking to lists that link to numbering styles: Word's own go one step; more is a loop. */
const MAX_STYLE_LINKS = 4;

function readLevel(element: XmlElement): Level {
  return {
    start: wholeNumber(childElement(element, 'w:start')) ?? 0,
    format: childElement(element, 'w:numFmt')?.attributes['w:val'] ?? 'decimal',
    text: childElement(element, 'w:lvlText')?.attributes['w:val'] ?? '',
    restartAfter: wholeNumber(childElement(element, 'w:lvlRestart')),
    legal: onOff(childElement(element, 'w:isLgl')) ?? false,
    styleId: childElement(element, 'w:pStyle')?.attributes['w:val'] ?? null,
    font: childElement(childElement(element, 'w:rPr'), 'w:rFonts')?.attributes['w:ascii'] ?? null,
  };
}

function readLevels(parent: XmlElement): Map<number, Level> {
  const levels = new Map<number, Level>();
  for (const element of childElements(parent, 'w:lvl')) {
    const index = wholeNumber(element, 'w:ilvl');
    if (index !== undefined && index >= 0 && index < LEVELS && !levels.has(index)) levels.set(index, readLevel(element));
  }
  return levels;
}

const ROMAN: [number, string][] = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];

function roman(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    for (; rest >= amount; rest -= amount) text += letters;
  }
  return text;
}

/** Word's letters go a…z, then aa…zz, then aaa…: the letter repeated, not a base-26 count. */
const letters = (value: number) => 'abcdefghijklmnopqrstuvwxyz'[(value - 1) % 26]!.repeat(Math.floor((value - 1) / 26) + 1);

function ordinal(value: number): string {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** A level's count in its format. Formats Word has beyond these (words, East Asian counting) are shown in digits. */
export function formatListNumber(value: number, format: string): string {
  if (format === 'none') return '';
  if (value <= 0) return String(value);
  switch (format) {
    case 'decimalZero':
      return value < 10 ? `0${value}` : String(value);
    case 'lowerLetter':
      return letters(value);
    case 'upperLetter':
      return letters(value).toUpperCase();
    case 'lowerRoman':
      return value < 4000 ? roman(value) : String(value);
    case 'upperRoman':
      return value < 4000 ? roman(value).toUpperCase() : String(value);
    case 'ordinal':
      return ordinal(value);
    default:
      return String(value);
  }
}

/**
 * Reads word/numbering.xml. Counting follows Word: lists (w:num) of one abstract list share its counters, unless a
 * list overrides a level's start (w:startOverride), which makes it a list of its own that starts again; a level
 * restarts when a shallower level advances (or as its w:lvlRestart says). A level not yet used shows its start value
 * where a deeper level's text includes it. Simplified: a list with a start override keeps counters of its own for
 * every level, not only the overridden ones.
 */
export function readListNumbering(root: XmlElement | null, styles: WordStyles): ListNumbering {
  const abstracts = new Map<string, AbstractList>();
  for (const element of childElements(root, 'w:abstractNum')) {
    const id = element.attributes['w:abstractNumId'];
    if (id === undefined || abstracts.has(id)) continue;
    abstracts.set(id, { levels: readLevels(element), numStyleLink: childElement(element, 'w:numStyleLink')?.attributes['w:val'] ?? null });
  }
  const instances = new Map<string, ListInstance>();
  for (const element of childElements(root, 'w:num')) {
    const id = element.attributes['w:numId'];
    const abstractId = childElement(element, 'w:abstractNumId')?.attributes['w:val'];
    if (id === undefined || abstractId === undefined || instances.has(id)) continue;
    const instance: ListInstance = { abstractId, startOverrides: new Map(), levelOverrides: new Map() };
    for (const override of childElements(element, 'w:lvlOverride')) {
      const level = wholeNumber(override, 'w:ilvl');
      if (level === undefined || level < 0 || level >= LEVELS) continue;
      const start = wholeNumber(childElement(override, 'w:startOverride'));
      if (start !== undefined) instance.startOverrides.set(level, start);
      const definition = childElement(override, 'w:lvl');
      if (definition) instance.levelOverrides.set(level, readLevel(definition));
    }
    instances.set(id, instance);
  }

  /** The abstract list whose levels a list uses: a list style's list points, through the style, to the real one. */
  function abstractOf(numId: string): { id: string; list: AbstractList } | null {
    let instance = instances.get(numId);
    for (let links = 0; instance && links <= MAX_STYLE_LINKS; links++) {
      const list = abstracts.get(instance.abstractId);
      if (!list) return null;
      if (!list.numStyleLink) return { id: instance.abstractId, list };
      const linked = styles.paragraphProperty(list.numStyleLink, (properties) =>
        childElement(childElement(properties, 'w:numPr'), 'w:numId')?.attributes['w:val'],
      );
      instance = linked === undefined ? undefined : instances.get(linked);
    }
    return null;
  }

  const counters = new Map<string, (number | undefined)[]>();

  return {
    levelOfStyle(numId, styleId) {
      const abstract = abstractOf(numId);
      if (!abstract) return undefined;
      for (const [index, level] of abstract.list.levels) if (level.styleId === styleId) return index;
      return undefined;
    },
    next(numId, level) {
      const instance = instances.get(numId);
      const abstract = abstractOf(numId);
      if (!instance || !abstract) return null;
      const definition = (index: number) => instance.levelOverrides.get(index) ?? abstract.list.levels.get(index);
      const current = definition(level);
      if (!current) return null;
      const start = (index: number) => instance.startOverrides.get(index) ?? definition(index)?.start ?? 0;
      const key = instance.startOverrides.size > 0 ? `list ${numId}` : `abstract ${abstract.id}`;
      const counts = counters.get(key) ?? Array.from({ length: LEVELS }, () => undefined);
      counters.set(key, counts);
      counts[level] = counts[level] === undefined ? start(level) : counts[level]! + 1;
      for (let deeper = level + 1; deeper < LEVELS; deeper++) {
        const restartAfter = definition(deeper)?.restartAfter;
        if (restartAfter === undefined || (restartAfter !== 0 && level < restartAfter)) counts[deeper] = undefined;
      }
      if (current.format === 'bullet') {
        const code = current.text.codePointAt(0);
        return code === undefined ? null : symbolCharacter(current.font, code);
      }
      const text = current.text.replace(/%([1-9])/g, (_, digit: string) => {
        const index = Number(digit) - 1;
        const format = current.legal ? 'decimal' : (definition(index)?.format ?? 'decimal');
        return formatListNumber(counts[index] ?? start(index), format);
      });
      return text.trim() === '' ? null : text.trim();
    },
  };
}

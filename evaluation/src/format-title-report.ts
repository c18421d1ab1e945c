import type { RegisterSystem } from '@dd/engine';
import { sumAgreements } from './drawn-registers/scan-agreement.ts';
import type { TitleFactLabel } from './evaluation-document.ts';
import { ratio, sumCounts, type RegisterScore, type ScannedCopy, type TitleCounts, type TitleEvaluation } from './title-evaluation.ts';
import { keyWords, splicedLabel, wordsOf } from './title-fact-errors.ts';
import { wordAccuracy } from './word-accuracy.ts';

const SYSTEM_NAMES: Record<RegisterSystem, string> = {
  'england-wales': 'England & Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
  'republic-of-ireland': 'Republic of Ireland',
};

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);
const share = (part: number, whole: number) => `${`${part}/${whole}`.padStart(7)} ${percent(part, whole).padStart(4)}`;
const ofWhole = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;
const shorten = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

/** A line of a table: its name, then each cell right-aligned under its column's heading (the headings' own line too). */
const tableLine = (name: string, nameWidth: number, columns: readonly string[], cells: readonly string[]) =>
  [name.padEnd(nameWidth), ...cells.map((cell, column) => cell.padStart(columns[column]!.length + 2))].join('');

const COLUMNS = ['Registers', 'Facts found', 'Fact precision', 'Flags found', 'Flag precision', 'Citations ok'];

function row(name: string, counts: TitleCounts): string {
  const cells = [
    `${counts.registers}${counts.unreadable > 0 ? ` (${counts.unreadable} unread)` : ''}`,
    share(counts.foundFacts, counts.labelledFacts),
    share(counts.matchedEngineFacts, counts.scoredEngineFacts),
    share(counts.foundFlags, counts.labelledFlags),
    share(counts.matchedEngineFlags, counts.engineFlags),
    share(counts.citations - counts.citationDefects, counts.citations),
  ];
  return tableLine(name, 20, COLUMNS, cells);
}

const ERROR_COLUMNS = ['Registers', 'Facts right', 'Facts wrong', 'Spliced or partial', 'Header rows as answers'];

/** One part's facts right (found of labelled), wrong (unmatched of scored engine facts), spliced and header rows. */
function errorRow(name: string, counts: TitleCounts): string {
  const wrong = counts.scoredEngineFacts - counts.matchedEngineFacts;
  const cells = [
    String(counts.registers),
    share(counts.foundFacts, counts.labelledFacts),
    share(wrong, counts.scoredEngineFacts),
    String(counts.splicedFacts),
    String(counts.headerAnswers),
  ];
  return tableLine(name, 22, ERROR_COLUMNS, cells);
}

/** What the scanned copies of a part lose to OCR: their word accuracy, and the facts of the text version they give again. */
function scanLine(name: string, scans: readonly ScannedCopy[]): string {
  const accuracy = wordAccuracy(scans.map(({ ocr }) => ocr));
  const words = scans.reduce((sum, { ocr }) => sum + ocr.words, 0);
  const agreement = sumAgreements(scans.map((scan) => scan.agreement));
  return (
    `${name}: OCR word accuracy ${accuracy === null ? 'n/a' : `${(100 * accuracy).toFixed(1)}%`} over ${words} words; ` +
    `scan agreement ${ofWhole(agreement.foundAgain, agreement.foundOnText)} of the facts found on the text versions found again ` +
    `on the scans, ${ofWhole(agreement.sameWords, agreement.foundOnText)} word for word.`
  );
}

/**
 * Facts right and wrong by part, text versions and scanned copies apart, then what the scans lose to OCR. A part
 * is named only by its totals, so that no frozen fact can be told from the others.
 */
function errorLines(evaluation: TitleEvaluation): string[] {
  const frozen = ({ id }: RegisterScore) => evaluation.frozen.has(id);
  const scans = evaluation.scans ?? [];
  const parts = [
    { name: 'Tuning part', inPart: (score: RegisterScore) => !frozen(score) },
    { name: 'Frozen part', inPart: frozen },
  ];
  const lines = [
    'Facts right and wrong. A wrong fact is an engine fact in a labelled section that matches no label of it; spliced or partial,',
    'a wrong fact holding at least half the key words (function words aside) of a label its section missed, but not as the label',
    "has them (cut short, or another column's words inside); a header row as an answer, an engine fact in any section holding",
    "two or more cells of one of the register's rows of column headings (marked on the registers drawn as tables).",
    tableLine('Part', 22, ERROR_COLUMNS, ERROR_COLUMNS),
  ];
  const drawn = new Set(scans.map(({ score }) => score.id));
  const scanLines: string[] = [];
  for (const { name, inPart } of parts) {
    const registers = evaluation.registers.filter(inPart);
    const partScans = scans.filter(({ score }) => inPart(score));
    lines.push(errorRow(`${name}, text`, sumCounts(registers)));
    // A part with text registers beside its drawn ones also shows the drawn ones' text versions, to set beside their scans.
    const drawnText = registers.filter(({ id }) => drawn.has(id));
    if (drawnText.length > 0 && drawnText.length < registers.length) lines.push(errorRow('  drawn as tables', sumCounts(drawnText)));
    if (partScans.length > 0) {
      lines.push(errorRow(`${name}, scanned`, sumCounts(partScans.map(({ score }) => score))));
      scanLines.push(scanLine(`Scanned copies of the ${name.toLowerCase()}`, partScans));
    }
  }
  return [...lines, ...scanLines];
}

/**
 * What the engine gave instead of a missed label: the fact of another section holding the label's key words, where
 * the fact was put elsewhere, or else the fact of its own section that is a damaged reading of it (`splicedLabel`).
 */
function givenInstead(score: RegisterScore, label: TitleFactLabel, elsewhere: readonly string[]): string {
  if (elsewhere.length > 0) {
    const keys = keyWords(label);
    const moved = score.engineFacts.find(({ group, fact }) => elsewhere.includes(group) && keys.every((word) => wordsOf(fact.value).includes(word)));
    return ` (found under ${elsewhere.join(', ')}${moved ? `: "${shorten(moved.fact.value, 90)}"` : ''})`;
  }
  const damaged = score.engineFacts.find(({ group, matched, fact }) => group === label.group && !matched && splicedLabel(fact.value, [label]) !== null);
  return damaged ? `; engine gave "${shorten(damaged.fact.value, 90)}"` : '';
}

/** What a register's reading got wrong or left out, one line each, for a lawyer or engineer to inspect. */
function misses(score: RegisterScore, name = score.id): string[] {
  const lines: string[] = [];
  if (score.unreadable) lines.push(`    unreadable: ${score.unreadable}`);
  else if (score.readAs !== score.system) lines.push(`    read as ${SYSTEM_NAMES[score.readAs!]}, not ${SYSTEM_NAMES[score.system]}`);
  for (const { label, elsewhere } of score.facts.filter((outcome) => !outcome.found)) {
    lines.push(`    missed fact  [${label.group}] ${label.mustContain.map((words) => `"${words}"`).join(' + ')}${givenInstead(score, label, elsewhere)}`);
  }
  for (const kind of score.missedFlags) lines.push(`    missed flag  ${kind}`);
  for (const { title, kind } of score.unexpectedFlags) lines.push(`    extra flag   "${title}" (${kind ?? 'no kind: add its title to FLAG_KINDS'})`);
  for (const { group, fact, scored, spliced, headerRow } of score.engineFacts.filter((outcome) => !outcome.matched)) {
    const marks = [...(spliced ? ['spliced or partial'] : []), ...(headerRow ? ['header row'] : [])];
    lines.push(`    ${scored ? 'extra fact  ' : 'unlabelled  '} [${group}] ${fact.label}: ${shorten(fact.value, 110)}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`);
  }
  for (const { where, page, quote, problem } of score.citationDefects) {
    lines.push(`    CITATION DEFECT ${where}: ${problem}${page === null ? '' : ` (page ${page}: "${shorten(quote, 80)}")`}`);
  }
  return lines.length > 0 ? [`  ${name}`, ...lines] : [];
}

/**
 * The title part of `npm run eval`: facts, red flags and citation integrity by system (of the tuning part, its
 * registers drawn as tables apart), by part and overall, the facts right and wrong of each part (text versions and
 * scanned copies apart) with what the scans lose to OCR, then every tuning register's misses, on its text version
 * and on its scan. "extra fact" is an engine fact no label of its section matches (it counts against precision);
 * "unlabelled" one in a section the lawyer left empty (it does not).
 */
export function formatTitleReport(evaluation: TitleEvaluation): string {
  const all = sumCounts(evaluation.registers);
  const lines = [
    'TITLE REGISTERS: facts, red flags and citations of the labelled UK and Irish registers',
    'Each register is rendered to a PDF, extracted, parsed and drafted into a report on title. A labelled fact is found when',
    'a fact of its section holds its key words; precision is over the engine facts of the sections the lawyer labelled.',
    `Red flags are matched by kind, counted from ${evaluation.asOf.toISOString().slice(0, 10)}. Every quote must stand on the page it cites.`,
    'The systems are the tuning part only: the frozen part is reported in total. The parts and All count text versions; the',
    'registers drawn as tables are also scanned, read through OCR and scored again (scanned). A system counts its text',
    'registers, then its tuning registers drawn as tables (drawn: text versions, then scans).',
    '',
    tableLine('System', 20, COLUMNS, COLUMNS),
  ];
  const scans = evaluation.scans ?? [];
  const drawn = new Set(scans.map(({ score }) => score.id));
  // A frozen register is never shown by system: a system's figures would narrow down which of them fail.
  const tuning = evaluation.registers.filter((score) => !evaluation.frozen.has(score.id));
  const tuningScans = scans.filter(({ score }) => !evaluation.frozen.has(score.id));
  for (const [system, name] of Object.entries(SYSTEM_NAMES)) {
    const scores = tuning.filter((score) => score.system === system);
    const text = scores.filter(({ id }) => !drawn.has(id));
    const drawnText = scores.filter(({ id }) => drawn.has(id));
    if (text.length > 0) lines.push(row(name, sumCounts(text)));
    else if (drawnText.length > 0) lines.push(name);
    if (drawnText.length > 0) {
      const drawnScans = tuningScans.filter(({ score }) => score.system === system).map(({ score }) => score);
      lines.push(row('  drawn, text', sumCounts(drawnText)), row('  drawn, scanned', sumCounts(drawnScans)));
    }
  }
  const frozen = evaluation.registers.filter((score) => evaluation.frozen.has(score.id));
  const scanned = (name: string, inPart: (id: string) => boolean) => {
    const partScans = scans.filter(({ score }) => inPart(score.id));
    return partScans.length > 0 ? [row(name, sumCounts(partScans.map(({ score }) => score)))] : [];
  };
  lines.push(
    row('All', all),
    row('Tuning part', sumCounts(tuning)),
    ...scanned('Tuning, scanned', (id) => !evaluation.frozen.has(id)),
    frozen.length > 0 ? row('Frozen part', sumCounts(frozen)) : `${'Frozen part'.padEnd(20)}  none: every labelled register was tuned on`,
    ...scanned('Frozen, scanned', (id) => evaluation.frozen.has(id)),
    '',
    `Facts recall ${percent(all.foundFacts, all.labelledFacts)}, precision ${percent(all.matchedEngineFacts, all.scoredEngineFacts)}; ` +
      `red flags recall ${percent(all.foundFlags, all.labelledFlags)}, precision ${percent(all.matchedEngineFlags, all.engineFlags)}; ` +
      `citation integrity ${(100 * ratio(all.citations - all.citationDefects, all.citations)).toFixed(0)}% ` +
      `(${all.citationDefects === 0 ? 'no defects' : `${all.citationDefects} DEFECTS`}).`,
    '',
    ...errorLines(evaluation),
    '',
  );
  // A frozen register's misses are not listed, on its text version or its scan: nobody is to tune the parsers on them.
  const missLines = tuning.flatMap((score) => misses(score));
  lines.push(`Misses by register: ${missLines.length === 0 ? 'none' : ''}`, ...missLines);
  if (tuningScans.length > 0) {
    const scanMissLines = tuningScans.flatMap(({ score }) => misses(score, `${score.id}, scanned`));
    lines.push('', `Misses on the scanned copies of the tuning part: ${scanMissLines.length === 0 ? 'none' : ''}`, ...scanMissLines);
  }
  return lines.join('\n');
}

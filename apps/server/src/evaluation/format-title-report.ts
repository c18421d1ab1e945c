import type { RegisterSystem } from '@dd/engine';
import { ratio, sumCounts, type RegisterScore, type TitleCounts, type TitleEvaluation } from './title-evaluation.ts';

const SYSTEM_NAMES: Record<RegisterSystem, string> = {
  'england-wales': 'England & Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
  'republic-of-ireland': 'Republic of Ireland',
};

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);
const share = (part: number, whole: number) => `${`${part}/${whole}`.padStart(7)} ${percent(part, whole).padStart(4)}`;
const shorten = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

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
  return [name.padEnd(20), ...cells.map((cell, column) => cell.padStart(COLUMNS[column]!.length + 2))].join('');
}

/** What a register's reading got wrong or left out, one line each, for a lawyer or engineer to inspect. */
function misses(score: RegisterScore): string[] {
  const lines: string[] = [];
  if (score.unreadable) lines.push(`    unreadable: ${score.unreadable}`);
  else if (score.readAs !== score.system) lines.push(`    read as ${SYSTEM_NAMES[score.readAs!]}, not ${SYSTEM_NAMES[score.system]}`);
  for (const { label, elsewhere } of score.facts.filter((outcome) => !outcome.found)) {
    const where = elsewhere.length > 0 ? ` (found under ${elsewhere.join(', ')})` : '';
    lines.push(`    missed fact  [${label.group}] ${label.mustContain.map((words) => `"${words}"`).join(' + ')}${where}`);
  }
  for (const kind of score.missedFlags) lines.push(`    missed flag  ${kind}`);
  for (const { title, kind } of score.unexpectedFlags) lines.push(`    extra flag   "${title}" (${kind ?? 'no kind: add its title to FLAG_KINDS'})`);
  for (const { group, fact, scored } of score.engineFacts.filter((outcome) => !outcome.matched)) {
    lines.push(`    ${scored ? 'extra fact  ' : 'unlabelled  '} [${group}] ${fact.label}: ${shorten(fact.value, 110)}`);
  }
  for (const { where, page, quote, problem } of score.citationDefects) {
    lines.push(`    CITATION DEFECT ${where}: ${problem}${page === null ? '' : ` (page ${page}: "${shorten(quote, 80)}")`}`);
  }
  return lines.length > 0 ? [`  ${score.id}`, ...lines] : [];
}

/**
 * The title part of `npm run eval`: facts, red flags and citation integrity by system and overall, then every
 * register's misses. "extra fact" is an engine fact no label of its section matches (it counts against
 * precision); "unlabelled" one in a section the lawyer left empty (it does not).
 */
export function formatTitleReport(evaluation: TitleEvaluation): string {
  const all = sumCounts(evaluation.registers);
  const lines = [
    'TITLE REGISTERS: facts, red flags and citations of the labelled UK and Irish registers',
    'Each register is rendered to a PDF, extracted, parsed and drafted into a report on title. A labelled fact is found when',
    'a fact of its section holds its key words; precision is over the engine facts of the sections the lawyer labelled.',
    `Red flags are matched by kind, counted from ${evaluation.asOf.toISOString().slice(0, 10)}. Every quote must stand on the page it cites.`,
    '',
    ['System'.padEnd(20), ...COLUMNS.map((column) => column.padStart(column.length + 2))].join(''),
  ];
  for (const [system, name] of Object.entries(SYSTEM_NAMES)) {
    const scores = evaluation.registers.filter((score) => score.system === system);
    if (scores.length > 0) lines.push(row(name, sumCounts(scores)));
  }
  const frozen = evaluation.registers.filter((score) => evaluation.frozen.has(score.id));
  lines.push(
    row('All', all),
    row('Tuning part', sumCounts(evaluation.registers.filter((score) => !evaluation.frozen.has(score.id)))),
    frozen.length > 0 ? row('Frozen part', sumCounts(frozen)) : `${'Frozen part'.padEnd(20)}  none: every labelled register was tuned on`,
    '',
    `Facts recall ${percent(all.foundFacts, all.labelledFacts)}, precision ${percent(all.matchedEngineFacts, all.scoredEngineFacts)}; ` +
      `red flags recall ${percent(all.foundFlags, all.labelledFlags)}, precision ${percent(all.matchedEngineFlags, all.engineFlags)}; ` +
      `citation integrity ${(100 * ratio(all.citations - all.citationDefects, all.citations)).toFixed(0)}% ` +
      `(${all.citationDefects === 0 ? 'no defects' : `${all.citationDefects} DEFECTS`}).`,
  );
  // A frozen register's misses are not listed: nobody is to tune the parsers on them.
  const missLines = evaluation.registers.filter((score) => !evaluation.frozen.has(score.id)).flatMap(misses);
  lines.push(`Misses by register: ${missLines.length === 0 ? 'none' : ''}`, ...missLines);
  return lines.join('\n');
}

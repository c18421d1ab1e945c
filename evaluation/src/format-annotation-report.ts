import type { QuestionAccuracy } from '@dd/contracts';
import type { AnnotationEvaluation } from './annotation-evaluation.ts';

const QUESTION_WIDTH = 64;
const shorten = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

type Figures = Pick<QuestionAccuracy, 'annotatedFiles' | 'agreed' | 'disagreed' | 'notAnswered'>;

const row = (label: string, figures: Figures) =>
  [
    shorten(label, QUESTION_WIDTH).padEnd(QUESTION_WIDTH),
    String(figures.annotatedFiles).padStart(9),
    `${figures.agreed} (${percent(figures.agreed, figures.annotatedFiles)})`.padStart(11),
    String(figures.disagreed).padStart(10),
    String(figures.notAnswered).padStart(13),
  ].join(' ');

const total = (questions: readonly QuestionAccuracy[]): Figures => ({
  annotatedFiles: questions.reduce((sum, question) => sum + question.annotatedFiles, 0),
  agreed: questions.reduce((sum, question) => sum + question.agreed, 0),
  disagreed: questions.reduce((sum, question) => sum + question.disagreed, 0),
  notAnswered: questions.reduce((sum, question) => sum + question.notAnswered, 0),
});

const questionLabel = (question: QuestionAccuracy) => `${question.documentTypeName} · ${question.question}`;

/** Every file where the engine did not agree: what the admin marked, and what the engine said and quoted. */
function disagreementLines(questions: readonly QuestionAccuracy[]): string[] {
  return questions.flatMap((question) =>
    question.disagreements.flatMap((disagreement) => [
      `${disagreement.verdict === 'disagreed' ? 'DISAGREED' : 'NOT ANSWERED'} ${questionLabel(question)}`,
      `  file ${disagreement.filename} (case ${disagreement.caseId}, file ${disagreement.caseFileId})`,
      ...disagreement.annotations.map(
        (annotation) => `  annotated: ${annotation.value === null ? '' : `"${oneLine(annotation.value)}" `}p${annotation.page} "${shorten(oneLine(annotation.quote), 160)}"`,
      ),
      `  engine (${disagreement.engine.status ?? 'not asked'}): ${disagreement.engine.answer === null ? '—' : `"${shorten(oneLine(disagreement.engine.answer), 160)}"`}`,
      ...disagreement.engine.citations.map((citation) => `    p${citation.page} "${shorten(oneLine(citation.quote), 160)}"`),
    ]),
  );
}

/** The annotation set's figures per question and overall, then each disagreement. */
export function formatAnnotationReport(evaluation: AnnotationEvaluation): string {
  const engine = evaluation.engine === 'builtin' ? 'built-in engine' : evaluation.engine;
  const heading = `ANNOTATIONS (${engine}) in the configured database`;
  const unread =
    evaluation.unread.length === 0 ? [] : [`Not scored, their stored text must be read again first: ${evaluation.unread.join(', ')}`];
  if (evaluation.questions.length === 0) {
    return [heading, 'No annotated file has an annotation of a bank question: nothing to score.', ...unread].join('\n');
  }
  const disagreements = disagreementLines(evaluation.questions);
  return [
    heading,
    `${evaluation.files} annotated ${evaluation.files === 1 ? 'file' : 'files'}, each answered afresh from its stored text`,
    `${'Question'.padEnd(QUESTION_WIDTH)} ${'annotated'.padStart(9)} ${'agreed'.padStart(11)} ${'disagreed'.padStart(10)} ${'not answered'.padStart(13)}`,
    ...evaluation.questions.map((question) => row(questionLabel(question), question)),
    row('Overall', total(evaluation.questions)),
    ...unread,
    ...(disagreements.length === 0 ? [] : ['', 'Where the engine did not agree:', ...disagreements]),
  ].join('\n');
}

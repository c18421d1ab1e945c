import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  DOCUMENT_LIMITS,
  isLaidOutText,
  LIMITS,
  PRACTICE_AREAS,
  REGION_CODE_BY_NAME,
  REGION_NAME_BY_CODE,
  parseAiEnvironment,
  type QuestionToAnswer,
  type RegionCode,
} from '@dd/contracts';
import {
  answerQuestions,
  createAnswerEngine,
  createClassifier,
  createDocumentWorkerPool,
  isIngestionError,
  sniffFileType,
  type AnswerEngine,
  type DocumentWorkerPool,
} from '@dd/engine';
import { CATALOGUE_SEED, type DocumentTypeSeed } from '../catalogue/seed/index.ts';
import { seedQuestionBank } from '../catalogue/seed/seed-question-bank.ts';
import { readableAnswers, type FileAnswers } from './readable-answers.ts';

const USAGE =
  'Usage: npm run --silent answer -- FILE [FILE …] (PDF, Word .docx, PNG, JPEG or TIFF) [--type "DOCUMENT TYPE NAME"] [--practice-area NAME] ' +
  '[--region REGION] [--question "TEXT"]… [--engine builtin|llm] [--json]';

class UsageError extends Error {}

/** Where the command reads its settings and writes its output: the process's, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
}

/** The command line read, an option it does not know or a missing value refused with the usage line, not a stack trace. */
function argumentsOf<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw new UsageError(`${(error as Error).message.split('. ')[0]}.\n${USAGE}`);
    throw error;
  }
}

function regionOf(value: string | undefined): RegionCode {
  if (!value) return 'EN';
  const byName = Object.entries(REGION_CODE_BY_NAME).find(([name]) => name.toLowerCase() === value.trim().toLowerCase());
  if (byName) return byName[1];
  const code = value.trim().toUpperCase();
  if (code in REGION_NAME_BY_CODE) return code as RegionCode;
  throw new UsageError(`Unknown region "${value}". Use one of: ${Object.keys(REGION_CODE_BY_NAME).join(', ')}.`);
}

function typesOf(practiceArea: string | undefined): DocumentTypeSeed[] {
  if (!practiceArea) return CATALOGUE_SEED;
  const wanted = practiceArea.trim().toLowerCase();
  const area = PRACTICE_AREAS.find((a) => a.name.toLowerCase() === wanted || a.slug === wanted || String(a.id) === wanted);
  if (!area) throw new UsageError(`Unknown practice area "${practiceArea}". Use one of: ${PRACTICE_AREAS.map((a) => a.name).join(', ')}.`);
  return CATALOGUE_SEED.filter((type) => type.practiceArea === area.slug);
}

function namedType(types: DocumentTypeSeed[], name: string): DocumentTypeSeed {
  const wanted = name.trim().toLowerCase();
  const type = types.find((t) => t.name.toLowerCase() === wanted || t.key === wanted) ?? types.find((t) => t.name.toLowerCase().startsWith(wanted));
  if (!type) throw new UsageError(`No document type is called "${name}". Types are named as in the catalogue, e.g. "Lease".`);
  return type;
}

/**
 * The engine asked for: the built-in one, or the language model the AI_* variables configure (never by default:
 * a document goes to a model's provider only when asked). What the LLM engine gives up on goes to stderr.
 */
async function engineOf(name: string, io: CommandIo): Promise<AnswerEngine | 'builtin'> {
  if (name === 'builtin') return 'builtin';
  if (name !== 'llm') throw new UsageError(`Unknown engine "${name}". Use builtin or llm.`);
  let config;
  try {
    config = parseAiEnvironment(io.env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!config) {
    throw new UsageError('--engine llm needs a language model: set AI_PROVIDER and AI_MODEL, and AI_API_KEY or AI_BASE_URL as the provider needs.');
  }
  return createAnswerEngine(config, {
    log: { warn: (details, message) => io.err(`${message} (question ${String(details.questionId)}: ${String(details.reason)}).`) },
  });
}

/** The type's question bank for the region, or the lawyer's own questions when any were given. */
function questionsFor(type: DocumentTypeSeed | null, region: RegionCode, own: string[]): QuestionToAnswer[] {
  if (own.length > 0) return own.map((text, i) => ({ id: `question-${i + 1}`, text }));
  return type ? seedQuestionBank(type, region) : [];
}

async function answerFile(
  workers: DocumentWorkerPool,
  file: string,
  options: { types: DocumentTypeSeed[]; typeName?: string; region: RegionCode; questions: string[]; engine: AnswerEngine | 'builtin' },
): Promise<FileAnswers> {
  const limits = { maxBytes: LIMITS.pdfMaxBytes, maxPages: LIMITS.pdfMaxPages };
  const bytes = new Uint8Array(await readFile(file));
  // A Word document, a scan saved as images or an email's message is read through the PDF laid out from it, as the
  // product reads it.
  const rendition = sniffFileType(bytes.subarray(0, 1024)) === 'pdf' ? null : await workers.run('render-pdf', { path: file, ...limits }, { owner: 'cli' });
  const document = await workers.run('extract-pdf', { bytes: rendition?.pdf ?? bytes, ...limits, ocr: !(rendition && isLaidOutText(rendition.source.type)) }, { owner: 'cli' });
  const pages = document.pages.map(({ page, text }) => ({ page, text }));
  let type: DocumentTypeSeed | null;
  if (options.typeName) type = namedType(options.types, options.typeName);
  else {
    const classifier = createClassifier(options.types.map((t) => ({ id: t.key, name: t.name, regions: t.regions, signals: t.signals })));
    const { documentTypeId } = classifier({ pages, filename: path.basename(file) }, { region: options.region });
    type = options.types.find((t) => t.key === documentTypeId) ?? null;
  }
  const documentType = type && { id: type.key, name: type.name };
  const questions = questionsFor(type, options.region, options.questions);
  const answers = await answerQuestions({ document: { pages }, documentType, region: options.region, questions }, { engine: options.engine });
  return {
    file,
    documentType,
    answers: answers.map(({ questionId, status, answer, confidence, citations, engine }, i) => ({
      questionId,
      question: questions[i]!.text,
      status,
      answer,
      confidence,
      citations,
      engine,
    })),
  };
}

/**
 * `npm run --silent answer -- FILE.pdf …`: a document's question bank (or the given questions) answered with
 * the same catalogue, document workers and engine as the server, and no server; each answer with its quote.
 * Returns the exit code: 0 all answered, 1 a file could not be read, 2 the command line was wrong.
 */
export async function answerDocumentCommand(args: string[], io: CommandIo): Promise<number> {
  try {
    return await answerDocuments(args, io);
  } catch (error) {
    io.err(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    return error instanceof UsageError ? 2 : 1;
  }
}

async function answerDocuments(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = argumentsOf({
    args,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      'practice-area': { type: 'string' },
      region: { type: 'string' },
      question: { type: 'string', multiple: true },
      engine: { type: 'string', default: 'builtin' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError(USAGE);
  const options = {
    types: typesOf(values['practice-area']),
    typeName: values.type,
    region: regionOf(values.region),
    questions: values.question ?? [],
    engine: await engineOf(values.engine, io),
  };
  // npm runs scripts from the repository root; file names are the caller's, relative to where they ran it.
  const base = io.env.INIT_CWD ?? process.cwd();
  const workers = createDocumentWorkerPool({ limits: { ...DOCUMENT_LIMITS } });
  const results: FileAnswers[] = [];
  let failed = 0;
  try {
    for (const [index, file] of positionals.entries()) {
      if (positionals.length > 1) io.err(`[${index + 1}/${positionals.length}] ${file}`);
      try {
        results.push(await answerFile(workers, path.resolve(base, file), options));
      } catch (error) {
        if (!isIngestionError(error) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        failed++;
        io.err(`${file}: ${isIngestionError(error) ? error.message : 'No such file.'}`);
      }
    }
  } finally {
    await workers.close();
  }
  for (const result of results) result.file = path.relative(base, result.file) || result.file;
  if (values.json) {
    const output = positionals.length === 1 ? results[0] : results;
    if (output) io.out(JSON.stringify(output, null, 2));
  } else {
    for (const result of results) io.out(readableAnswers(result));
  }
  return failed > 0 ? 1 : 0;
}

import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerEach,
  buildWordDocument,
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '@dd/engine/fixtures';
import { processTestTimeout } from '../testing/server-process.ts';
import { leasePdf } from '../uploads/test-documents.ts';
import { answerDocumentCommand } from './answer-document-command.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The environment without any language model of the machine's: each test configures its own. */
const withoutAi = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AI_')));

/** Runs the command as `npm run answer` does, from another folder, so file names are resolved as the caller gave them. */
function answerAsProcess(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/cli/answer-document.ts'), ...args], {
      cwd: serverRoot,
      env: { ...withoutAi, INIT_CWD: cwd, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The same command in this process, with its output gathered: the process above proves the entry point (its JSON
 * alone on stdout, its exit codes); this spares each other case a process start that loads the whole engine again.
 */
async function answer(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await answerDocumentCommand(args, {
    env: { ...withoutAi, INIT_CWD: cwd, ...env },
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}

interface Output {
  documentType: { id: string; name: string } | null;
  answers: {
    questionId: string;
    question: string;
    status: string;
    answer: string | null;
    citations: { page: number; quote: string; verified: boolean }[];
    engine: string;
  }[];
}

const USAGE_LINE =
  'Usage: npm run --silent answer -- FILE [FILE …] (PDF, Word .docx, PNG, JPEG or TIFF) [--type "DOCUMENT TYPE NAME"] [--practice-area NAME] [--region REGION] [--question "TEXT"]… [--engine builtin|llm] [--json]';

describe('npm run answer', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'dd-answer-'));
    await writeFile(path.join(folder, 'lease.pdf'), await leasePdf());
    await writeFile(path.join(folder, 'broken.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
  });

  it("recognises a lease and answers its question bank with cited quotes, printing only JSON", { timeout: processTestTimeout() }, async () => {
    const { code, stdout } = await answerAsProcess(['lease.pdf', '--practice-area', 'Property Law', '--region', 'England', '--json'], folder);

    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Output;
    expect(output.documentType?.name).toBe('Lease');
    expect(output.answers.length).toBeGreaterThan(10);
    // Asserted, or given for review with its passage and no answer (decision 49): either way cited and verified.
    for (const answer of output.answers) {
      if (answer.status !== 'not_found') expect(answer.citations.length, answer.question).toBeGreaterThan(0);
      if (answer.status === 'needs_review') expect(answer.answer, answer.question).toBeNull();
      for (const citation of answer.citations) expect(citation.verified).toBe(true);
    }
    expect(output.answers.filter((a) => a.status !== 'not_found').length).toBeGreaterThan(5);
  });

  it("asks only the lawyer's own questions when given, of the type named", { timeout: processTestTimeout() }, async () => {
    const { code, stdout } = await answer(['lease.pdf', '--type', 'Lease', '--question', 'Who is the landlord?', '--question', 'What is the rent?', '--json'], folder);

    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Output;
    expect(output.answers.map((a) => [a.questionId, a.question])).toEqual([
      ['question-1', 'Who is the landlord?'],
      ['question-2', 'What is the rent?'],
    ]);
  });

  it('reads a Word document as the product does, through the PDF laid out from it', { timeout: processTestTimeout() }, async () => {
    await writeFile(
      path.join(folder, 'lease.docx'),
      await buildWordDocument([
        { paragraph: 'THIS LEASE is made the 1st day of March 2024 BETWEEN HARBOUR ESTATES LIMITED (the Landlord) and QUAYSIDE COFFEE LIMITED (the Tenant).' },
        { clause: 'The Tenant shall not assign the whole of the Property without the consent of the Landlord.', level: 0 },
      ]),
    );
    const { code, stdout } = await answer(['lease.docx', '--type', 'Lease', '--question', 'Who is the landlord?', '--json'], folder);

    expect(code).toBe(0);
    const [landlord] = (JSON.parse(stdout) as Output).answers;
    expect(landlord!.citations[0]).toMatchObject({ page: 1, quote: expect.stringMatching(/HARBOUR ESTATES\s+LIMITED/), verified: true });
  });

  it('refuses a broken file with the message an upload gives, and exits non-zero', { timeout: processTestTimeout() }, async () => {
    const { code, stdout, stderr } = await answerAsProcess(['broken.pdf', '--json'], folder);

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('broken.pdf: This PDF is incomplete: the file ends before the document does.');
  });

  it('names what is wrong with its arguments', { timeout: processTestTimeout() }, async () => {
    const { code, stderr } = await answer(['lease.pdf', '--region', 'Atlantis'], folder);

    expect(code).toBe(2);
    expect(stderr).toContain('Unknown region "Atlantis"');

    const help = await answer(['--help'], folder);
    expect([help.code, help.stdout]).toEqual([0, `${USAGE_LINE}\n`]);

    // An option it does not know is named, with the usage line, and no stack trace.
    const unknown = await answer(['lease.pdf', '--pages', '3'], folder);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(`Unknown option '--pages'.\n${USAGE_LINE}\n`);
  });

  describe('with --engine llm', () => {
    let server: ChatCompletionsServer | undefined;
    afterEach(() => server?.close());

    it('answers through the configured OpenAI-compatible model, each quote verified, and says on stderr what fell back', { timeout: processTestTimeout() }, async () => {
      server = await startChatCompletionsServer(
        answerEach((asked) =>
          asked.question === 'Can the Tenant assign the Property?'
            ? {
                status: 'answered',
                answer: 'No, not without the consent of the Landlord',
                quote: 'The Tenant shall not assign the whole of the Property without the consent of the Landlord.',
                page: 1,
                value: { type: 'boolean', value: false, subjectTo: 'the consent of the Landlord' },
              }
            : { status: 'answered', answer: '25 years', quote: 'The Term is twenty-five years.', page: 1, value: null },
        ),
      );
      const env = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'test-model', AI_BASE_URL: server.url, AI_TIMEOUT_MS: '10000' };

      const { code, stdout, stderr } = await answer(
        ['lease.pdf', '--type', 'Lease', '--question', 'Can the Tenant assign the Property?', '--question', 'How long is the term?', '--engine', 'llm', '--json'],
        folder,
        env,
      );

      expect(code).toBe(0);
      const [assign, term] = (JSON.parse(stdout) as Output).answers;
      expect(assign).toMatchObject({ status: 'answered', engine: 'llm:test-model', citations: [{ page: 2, verified: true }] });
      expect(term!.engine).toBe('builtin');
      // Both questions in one call; the one whose quote was invented asked again alone before the built-in engine answered it.
      expect(server.requests.map((request) => request.questions.map(({ question }) => question))).toEqual([
        ['Can the Tenant assign the Property?', 'How long is the term?'],
        ['How long is the term?'],
      ]);
      expect(stderr).toContain("The language model's answer was not used: the built-in engine answered (question question-2: its quote was not found");
    });

    it('refuses to run without a language model configured, saying what to set', { timeout: processTestTimeout() }, async () => {
      const { code, stdout, stderr } = await answer(['lease.pdf', '--engine', 'llm', '--json'], folder);

      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('--engine llm needs a language model: set AI_PROVIDER and AI_MODEL');
    });

    it('names a bad AI_* variable, and an unknown engine', { timeout: processTestTimeout() }, async () => {
      const badProvider = await answer(['lease.pdf', '--engine', 'llm'], folder, { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'test-model' });
      const badEngine = await answer(['lease.pdf', '--engine', 'gpt'], folder);

      expect(badProvider.code).toBe(2);
      expect(badProvider.stderr).toContain('Invalid configuration: AI_BASE_URL is required when AI_PROVIDER is openai-compatible.');
      expect(badEngine.code).toBe(2);
      expect(badEngine.stderr).toContain('Unknown engine "gpt". Use builtin or llm.');
    });
  });
});

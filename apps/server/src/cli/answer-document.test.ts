import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { leasePdf } from '../uploads/test-documents.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the command as `npm run answer` does, from another folder, so file names are resolved as the caller gave them. */
function answer(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/cli/answer-document.ts'), ...args], {
      cwd: serverRoot,
      env: { ...process.env, INIT_CWD: cwd },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Output {
  documentType: { id: string; name: string } | null;
  answers: { questionId: string; question: string; status: string; answer: string | null; citations: { page: number; quote: string; verified: boolean }[] }[];
}

describe('npm run answer', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'dd-answer-'));
    await writeFile(path.join(folder, 'lease.pdf'), await leasePdf());
    await writeFile(path.join(folder, 'broken.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
  });

  it("recognises a lease and answers its question bank with cited quotes, printing only JSON", { timeout: 60_000 }, async () => {
    const { code, stdout } = await answer(['lease.pdf', '--practice-area', 'Property Law', '--region', 'England', '--json'], folder);

    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Output;
    expect(output.documentType?.name).toBe('Lease');
    expect(output.answers.length).toBeGreaterThan(10);
    for (const answer of output.answers) {
      if (answer.status === 'answered') expect(answer.citations.length, answer.question).toBeGreaterThan(0);
      for (const citation of answer.citations) expect(citation.verified).toBe(true);
    }
    expect(output.answers.some((a) => a.status === 'answered')).toBe(true);
  });

  it("asks only the lawyer's own questions when given, of the type named", { timeout: 60_000 }, async () => {
    const { code, stdout } = await answer(['lease.pdf', '--type', 'Lease', '--question', 'Who is the landlord?', '--question', 'What is the rent?', '--json'], folder);

    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Output;
    expect(output.answers.map((a) => [a.questionId, a.question])).toEqual([
      ['question-1', 'Who is the landlord?'],
      ['question-2', 'What is the rent?'],
    ]);
  });

  it('refuses a broken file with the message an upload gives, and exits non-zero', { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await answer(['broken.pdf', '--json'], folder);

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('broken.pdf: This PDF is incomplete: the file ends before the document does.');
  });

  it('names what is wrong with its arguments', { timeout: 30_000 }, async () => {
    const { code, stderr } = await answer(['lease.pdf', '--region', 'Atlantis'], folder);

    expect(code).toBe(2);
    expect(stderr).toContain('Unknown region "Atlantis"');
  });
});

import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@dd/contracts';
import { HttpError } from '../http/http-error.ts';
import type { UploadLimits } from '../config.ts';

export const PDF_FILE_FIELDS = ['files[]', 'files'] as const;

export interface SpooledFile {
  /** The name the browser sent: for display only. */
  filename: string;
  size: number;
  read(): Promise<Buffer>;
}

export interface PdfForm {
  /** Text fields by name; a repeated field (`uploadIds[]` sent once per id) is a list, its `[]` dropped. */
  fields: Record<string, string | string[]>;
  files: SpooledFile[];
  /** Removes the spooled files; call once the request is done with them. */
  dispose(): Promise<void>;
}

/** Room for a staged upload id per file besides the call's own fields. */
const MAX_TEXT_FIELDS = 20 + 100;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * Where this process spools upload bodies while a request reads them: a folder of its own in the data folder,
 * so processes sharing a data folder never clear each other's uploads.
 */
export const spoolDirectory = (dataDir: string, pid = process.pid) => path.join(dataDir, 'spool', String(pid));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes what stopped processes (this one's earlier life included) left spooled; call at start. */
export async function clearStaleSpool(dataDir: string): Promise<void> {
  const root = path.dirname(spoolDirectory(dataDir));
  const owners = await readdir(root).catch(() => []);
  await Promise.all(
    owners
      .filter((owner) => Number(owner) === process.pid || !/^\d+$/.test(owner) || !isRunning(Number(owner)))
      .map((owner) => rm(path.join(root, owner), { recursive: true, force: true })),
  );
}

/**
 * Reads a multipart process-pdf body: text fields into an object and each PDF part into a file in its own
 * folder of the spool, so only the file being read is ever held in memory. A file over the byte limit or a part
 * past the file limit is a 413 that names the limit, with every spooled file removed.
 */
export async function readPdfForm(request: FastifyRequest, limits: UploadLimits, spoolDir: string): Promise<PdfForm> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(spoolDir, 'upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string | string[]> = {};
  const files: SpooledFile[] = [];
  try {
    const partOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
      limits: { fileSize: limits.pdfMaxBytes, files: limits.filesPerRequest, fields: MAX_TEXT_FIELDS, fieldSize: MAX_TEXT_FIELD_BYTES },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(partOptions)) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} field is too long.`);
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      if (!(PDF_FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field "${part.fieldname}".`);
      }
      const file = path.join(dir, String(files.length));
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new HttpError(413, MESSAGES.files.tooLarge(limits.pdfMaxBytes));
      const { size } = await stat(file);
      // A file input left blank arrives as an empty part with no name: no file at all.
      if (size === 0 && !part.filename) continue;
      files.push({ filename: part.filename || 'document.pdf', size, read: () => readFile(file) });
    }
  } catch (error) {
    await dispose();
    throw asClientError(error, limits);
  }
  return { fields, files, dispose };
}

function addField(fields: Record<string, string | string[]>, fieldname: string, value: string): void {
  const listed = fieldname.endsWith('[]');
  const name = listed ? fieldname.slice(0, -2) : fieldname;
  const earlier = fields[name];
  if (earlier === undefined) fields[name] = listed ? [value] : value;
  else fields[name] = [...(Array.isArray(earlier) ? earlier : [earlier]), value];
}

function asClientError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, MESSAGES.files.tooMany(limits.filesPerRequest));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, 'The form has too many parts.');
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new HttpError(400, `The form data could not be read: ${(error as Error).message}`);
}

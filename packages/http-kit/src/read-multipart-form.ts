import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileNameProblem, MESSAGES } from '@dd/contracts';
import { HttpError, ValidationError } from './http-error.ts';

export interface SpooledFile {
  /** The form field it came in (`files[]`, `logo` …). */
  field: string;
  /** The name the browser sent: for display only, never a storage key. */
  filename: string;
  size: number;
  /** Longer than the limit and cut there (only with `oversize: 'mark'`). */
  truncated: boolean;
  /** The spooled file, there until the form is disposed: hand it on by path rather than reading it whole. */
  path: string;
  /** Hex SHA-256 of the file's bytes, computed as they were spooled. */
  sha256: string;
  /** The first HEAD_BYTES bytes (fewer if the file is shorter), enough to tell what the file is. */
  head: Buffer;
  /** The whole file in memory: for small files only (a logo, a picture). */
  read(): Promise<Buffer>;
}

export interface MultipartForm {
  /** Text fields by name; a repeated field (`uploadIds[]` sent once per id) is a list, its `[]` dropped. */
  fields: Record<string, string | string[]>;
  files: SpooledFile[];
  /** Removes the spooled files; call once the request is done with them. */
  dispose(): Promise<void>;
}

export interface MultipartFormOptions {
  /** File fields this call accepts; a file in any other field is refused (400). */
  fileFields: readonly string[];
  /** Largest file taken; a longer one is a 413 naming the limit (or, with `oversize: 'mark'`, kept cut short). */
  maxFileBytes: number;
  /**
   * A file's own limit by what its first HEAD_BYTES show it is (an archive may be larger than a document), at most
   * `maxFileBytes`: a file past it is a 413 naming that limit, refused as soon as it passes it.
   */
  maxFileBytesByHead?: (head: Buffer) => number;
  maxFiles: number;
  /** Text fields allowed besides the files (default 20). */
  maxFields?: number;
  /** Where this process spools files while a request reads them (see spoolDirectory). */
  spoolDir: string;
  /**
   * `refuse` (default): a file over the limit fails the request with 413. `mark`: it is kept, cut at the limit,
   * with `truncated` set, for calls that report it as a field error among others.
   */
  oversize?: 'refuse' | 'mark';
  /** `refuse` (default): a file in another field is a 400. `skip`: it is read past, as if it were not there. */
  otherFileFields?: 'refuse' | 'skip';
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;
/** File types are told by their first kilobyte (a PDF's header may start anywhere in it). */
export const HEAD_BYTES = 1024;

/**
 * Where a process spools upload bodies while a request reads them: a folder of its own in its data folder, so
 * processes sharing a data folder never clear each other's uploads.
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
 * Reads a multipart body, the one reader of every call that takes files: text fields into an object, each file
 * into its own file in the spool, so only the file being read is ever held in memory. A file over the byte limit
 * or past the file limit is a 413 that names the limit, with every spooled file removed; a file name that cannot
 * be stored or that hides its type behind a direction control is a 422 naming the field (decision 23). A file
 * input left blank, which browsers send as an empty part with no name, is no file at all.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  await mkdir(options.spoolDir, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(options.spoolDir, 'upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string | string[]> = {};
  const files: SpooledFile[] = [];
  try {
    // `throwFileSizeLimit` is read by parts() as the README documents, though its type omits it.
    const partOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
      limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: options.maxFields ?? 20, fieldSize: MAX_TEXT_FIELD_BYTES },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(partOptions)) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} field is too long.`);
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        if (options.otherFileFields === 'skip') continue;
        throw new HttpError(400, `Unexpected file field "${part.fieldname}".`);
      }
      // The name is shown to lawyers and stored as text: refused here, before a byte is spooled, when it cannot be.
      const nameProblem = part.filename ? fileNameProblem(part.filename) : undefined;
      if (nameProblem) {
        part.file.resume();
        throw new ValidationError({ [part.fieldname.replace(/\[\]$/, '')]: [nameProblem] });
      }
      const file = path.join(dir, String(files.length));
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headLength = 0;
      let spooled = 0;
      // The file's own limit, once its head is known; past it, the rest is read (the client is still sending it) but
      // not written, and the file refused once it has been read.
      let ownLimit: number | null = null;
      const overOwnLimit = () => {
        if (!options.maxFileBytesByHead) return false;
        ownLimit ??= Math.min(options.maxFileBytesByHead(Buffer.concat(head)), options.maxFileBytes);
        return spooled > ownLimit;
      };
      await pipeline(
        part.file,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            spooled += chunk.length;
            if (headLength < HEAD_BYTES) {
              head.push(chunk.subarray(0, HEAD_BYTES - headLength));
              headLength += head.at(-1)!.length;
            }
            if (headLength >= HEAD_BYTES && overOwnLimit()) continue;
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(file),
      );
      if (overOwnLimit()) throw new HttpError(413, MESSAGES.files.tooLarge(ownLimit!));
      const { size } = await stat(file);
      if (size === 0 && !part.filename) continue;
      const truncated = part.file.truncated;
      if (truncated && options.oversize !== 'mark') throw new HttpError(413, MESSAGES.files.tooLarge(ownLimit ?? options.maxFileBytes));
      files.push({
        field: part.fieldname,
        filename: part.filename || 'document',
        size,
        truncated,
        path: file,
        sha256: hash.digest('hex'),
        head: Buffer.concat(head),
        read: () => readFile(file),
      });
    }
  } catch (error) {
    await dispose();
    throw asClientError(error, options);
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

/** Busboy reports malformed input as plain errors; the client sent it, so the client hears about it. */
function asClientError(error: unknown, options: MultipartFormOptions): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(413, options.maxFiles === 1 ? 'Send one file at a time.' : MESSAGES.files.tooMany(options.maxFiles));
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, 'The form has too many parts.');
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  // A body cut short or malformed: the sender's to send again, never a server fault.
  return new HttpError(400, MESSAGES.files.unreadable);
}

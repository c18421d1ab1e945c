import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChecklistResponse, CustomQuestionsResponse, MESSAGES, type Case } from '@dd/contracts';
import { buildTextPdf, FREEHOLD_REGISTER_PAGES } from '@dd/engine/fixtures';
import { CHAT, generate, getCase, propertyTypeId, typeQuestions } from '../cases/test-cases.ts';
import { bearer, createTestApp, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../testing/test-app.ts';
import { leasePdf, PROPERTY_LAW } from '../uploads/test-documents.ts';

/** The part of JSON Schema the OpenAPI document uses for the API's payloads. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  minimum?: number;
}

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** What the sweep sent: a NUL, half a surrogate pair (JSON.stringify writes the raw `\ud800` escape), numbers past int4 and int8. */
const HOSTILE_VALUES: unknown[] = ['a\u0000b', 'a\ud800b', 2_147_483_648, 2 ** 63];
/** The same in a URL: percent-encoded NUL, the UTF-8 bytes of a lone surrogate, and the out-of-range numbers. */
const HOSTILE_URL_VALUES = ['a%00b', 'a%ED%A0%80b', '2147483648', '9223372036854775808'];
/** File names as a multipart part sends them: a NUL, and a right-to-left override that shows "fdp.exe" as "exe.pdf". */
const HOSTILE_FILE_NAMES = ['lease\u0000.pdf', 'invoice\u202Efdp.exe.pdf'];

const ADMIN_EMAIL = 'partner.hostile@firm.example';
let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
/**
 * Real records of the lawyer's (and the catalogue's), so each call gets past its lookups to where input is stored.
 * An id only a path names beside no other input (a report's, an annexure's) needs none: the hostile value replaces it.
 */
let known: { strings: Record<string, string>; integers: Record<string, number> };
let leaseBytes: Buffer;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
  [lawyer, admin] = await Promise.all([registerUser(t.app, { name: 'Aoife Murphy' }), registerUser(t.app, { name: 'Siobhán Kelly', email: ADMIN_EMAIL })]);
  const target = await registerUser(t.app, { name: 'Seán Byrne' });
  leaseBytes = Buffer.from(await leasePdf());
  const leaseTypeId = await propertyTypeId(t.app, lawyer.token, 'Lease');
  const registerTypeId = await propertyTypeId(t.app, lawyer.token, 'Official copy');
  const [question] = await typeQuestions(t.app, lawyer.token, leaseTypeId);
  const created = await generate(t.app, lawyer.token, {
    files: [
      { filename: 'lease.pdf', bytes: leaseBytes },
      { filename: 'official-copy.pdf', bytes: Buffer.from(await buildTextPdf(FREEHOLD_REGISTER_PAGES)) },
    ],
    filesMeta: [
      { filename: 'lease.pdf', docTypeId: leaseTypeId },
      { filename: 'official-copy.pdf', docTypeId: registerTypeId },
    ],
  });
  await t.jobsSettled();
  const record: Case = await getCase(t.app, lawyer.token, created.id);
  const lease = record.files.find((file) => file.filename === 'lease.pdf')!;
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: `${CHAT}${url}`, headers: bearer(lawyer.token), payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const customQuestion = CustomQuestionsResponse.parse(
    (await post(`/response/ai/custom-questions/${lease.id}`, { questions: [{ questions: 'Who repairs the roof?' }], shouldDispatchNotifications: false })).json(),
  ).data.customQuestions[0]!;
  await t.jobsSettled();
  const checklist = ChecklistResponse.parse((await post(`/response/ai/title-report-checklist/${record.id}`, {})).json()).data.checklist;
  known = {
    strings: {
      caseId: record.id,
      caseFileId: lease.id,
      answerId: lease.answers[0]!.id,
      customQuestionId: customQuestion.id,
      itemId: checklist.items[0]!.id,
      userId: target.user.id,
      ownerId: lawyer.user.id,
      email: lawyer.email,
      password: PASSWORD,
      current_password: PASSWORD,
      password_confirmation: PASSWORD,
      practiceAreaId: String(PROPERTY_LAW),
      area: String(PROPERTY_LAW),
      docTypeId: String(leaseTypeId),
      id: String(leaseTypeId),
    },
    integers: { practice_area_id: PROPERTY_LAW, practiceAreaId: PROPERTY_LAW, docTypeId: leaseTypeId, documentTypeId: leaseTypeId, questionIds: question!.id, questionId: question!.id, page: 1 },
  };
}, 120_000);
afterAll(() => t?.close());

/** A valid value of a schema, from the records above where the field names one. */
function sample(schema: JsonSchema, name: string): unknown {
  const branch = (schema.anyOf ?? schema.oneOf)?.find((candidate) => candidate.type !== 'null');
  if (branch) return sample(branch, name);
  if (schema.enum) return schema.enum.includes('England') ? 'England' : schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key)]));
    case 'array':
      return [sample(schema.items ?? {}, name)];
    case 'integer':
    case 'number':
      return known.integers[name] ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return name === 'email' ? known.strings.email : uniqueEmail();
      return known.strings[name] ?? 'Is the roof repaired?'.slice(0, schema.maxLength ?? 100);
  }
}

/** Every place in a payload a value can be put: each property, and the first item of each list. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : leafPaths(value[0], [...path, 0]);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...path, key]));
  return [path];
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[path[0]!] = withValueAt(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

/** A multipart body written byte by byte, so a file name reaches the server exactly as given. */
function multipartBody(fields: Record<string, unknown>, files: { name: string; bytes: Buffer }[]): { body: Buffer; contentType: string } {
  const boundary = '----hostile-values-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="${file.name}"\r\ncontent-type: application/pdf\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Fields checked against each other: a hostile value in one also fails the check that compares them. */
const COMPARED_FIELDS = [['password', 'password_confirmation'], ['annotations.0.start', 'annotations.0.end']];
const compared = (a: string, b: string) => COMPARED_FIELDS.some((pair) => pair.includes(a) && pair.includes(b));

/** The calls that take PDFs want one, named as their `filesMeta` names it. */
const PDF_ROUTES = ['/api/process-pdf', `${CHAT}/response/ai/generate`, `${CHAT}/upload-annexure`];

interface Attempt {
  route: string;
  field: string;
  value: unknown;
  statusCode: number;
  errors?: Record<string, string[]>;
}

async function send(
  app: FastifyInstance,
  method: string,
  path: string,
  input: { params: Record<string, string>; query: Record<string, string>; body?: Record<string, unknown>; multipart: boolean; files: { name: string; bytes: Buffer }[] },
  token: string,
) {
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => input.params[name]!) +
    (Object.keys(input.query).length ? `?${Object.entries(input.query).map(([key, value]) => `${key}=${value}`).join('&')}` : '');
  const headers: Record<string, string> = bearer(token);
  if (input.body === undefined) return app.inject({ method: method as 'GET', url, headers });
  if (input.multipart) {
    const { body, contentType } = multipartBody(input.body, input.files);
    return app.inject({ method: method as 'POST', url, headers: { ...headers, 'content-type': contentType }, payload: body });
  }
  return app.inject({ method: method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input.body) });
}

it('answers every route of the OpenAPI document with no 5xx when a field holds a NUL, half a surrogate pair or an id past int4', async () => {
  const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const attempts: Attempt[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const token = path.includes('/admin/') ? admin.token : lawyer.token;
      const params = Object.fromEntries(
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, String(sample(parameter.schema, parameter.name))]),
      );
      const query = Object.fromEntries(
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, encodeURIComponent(String(sample(parameter.schema, parameter.name)))]),
      );
      const content = operation.requestBody?.content ?? {};
      const multipart = !content['application/json'] && Boolean(content['multipart/form-data']);
      const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const body = bodySchema ? (sample(bodySchema, '') as Record<string, unknown>) : undefined;
      const files = PDF_ROUTES.includes(path) ? [{ name: 'lease.pdf', bytes: leaseBytes }] : [];
      if (body && 'filesMeta' in body) body.filesMeta = [{ ...(body.filesMeta as object[])[0], filename: 'lease.pdf' }];
      if (body && 'uploadIds' in body) delete body.uploadIds;
      if (path === '/api/auth/register') body!.email = uniqueEmail();
      const base = { params, query, body, multipart, files };
      const route = `${method.toUpperCase()} ${path}`;

      const variants: { field: string; value: unknown; input: typeof base }[] = [];
      for (const name of Object.keys(params)) {
        for (const value of HOSTILE_URL_VALUES) variants.push({ field: name, value, input: { ...base, params: { ...params, [name]: value } } });
      }
      for (const name of Object.keys(query)) {
        for (const value of HOSTILE_URL_VALUES) variants.push({ field: name, value, input: { ...base, query: { ...query, [name]: value } } });
      }
      for (const leaf of body ? leafPaths(body) : []) {
        for (const value of HOSTILE_VALUES) {
          variants.push({ field: leaf.join('.'), value, input: { ...base, body: withValueAt(body, leaf, value) as Record<string, unknown> } });
        }
      }
      for (const name of files.length ? HOSTILE_FILE_NAMES : []) variants.push({ field: 'files', value: name, input: { ...base, files: [{ name, bytes: leaseBytes }] } });
      for (const { field, value, input } of variants) {
        const response = await send(t.app, method, path, input, token);
        const errors = response.statusCode === 422 ? (response.json() as { errors?: Record<string, string[]> }).errors : undefined;
        attempts.push({ route, field, value, statusCode: response.statusCode, errors });
      }
    }
  }

  expect(attempts.length).toBeGreaterThan(500);
  expect(attempts.filter((attempt) => attempt.statusCode >= 500)).toEqual([]);
  // Signed in throughout (only a login with a hostile password is a 401), and most values refused field by field.
  expect(attempts.filter((attempt) => attempt.statusCode === 401 && attempt.route !== 'POST /api/auth/login')).toEqual([]);
  expect(attempts.filter((attempt) => attempt.statusCode === 422).length).toBeGreaterThan(300);
  // A refusal is about the hostile field: every other field was valid, so the walk reached as far as input goes.
  const aboutAnotherField = attempts.filter(
    ({ field, errors }) => errors && Object.keys(errors).some((key) => !key.startsWith(field) && !field.startsWith(`${key}.`) && !compared(key, field)),
  );
  expect(aboutAnotherField).toEqual([]);
}, 120_000);

it('refuses the sweep’s own requests with the field named, and a file name that disguises its type with the name shown', async () => {
  const caseId = known.strings.caseId!;
  const caseFileId = known.strings.caseFileId!;
  const json = (method: 'PUT' | 'POST', url: string, body: string) =>
    t.app.inject({ method, url: `${CHAT}${url}`, headers: { ...bearer(lawyer.token), 'content-type': 'application/json' }, payload: body });

  // The raw escape, as the sweep sent it: JSON.parse makes it half a surrogate pair.
  const title = await json('PUT', `/cases/title/edit/${caseId}`, '{"title":"Unit 4 \\ud800"}');
  expect([title.statusCode, title.json()]).toEqual([422, { message: 'The title field is invalid.', errors: { title: ['The title field is invalid.'] } }]);
  const comment = await json('PUT', '/cases/comment/edit', JSON.stringify({ caseId, comment: 'Seen\u0000' }));
  expect(comment.json()).toEqual({ message: 'The comment field is invalid.', errors: { comment: ['The comment field is invalid.'] } });
  const retype = await json('POST', `/response/ai/generate/edit/${caseId}`, JSON.stringify({ documentTypeChanged: [{ caseFileId, docTypeId: 2_147_483_648 }] }));
  expect(retype.json()).toEqual({ message: 'The doc type id field is invalid.', errors: { 'documentTypeChanged.0.docTypeId': ['The doc type id field is invalid.'] } });
  expect((await getCase(t.app, lawyer.token, caseId)).title).not.toContain('Unit 4');

  const disguised = multipartBody({ practice_area_id: String(PROPERTY_LAW) }, [{ name: 'invoice\u202Efdp.exe.pdf', bytes: leaseBytes }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/process-pdf',
    headers: { ...bearer(lawyer.token), 'content-type': disguised.contentType },
    payload: disguised.body,
  });
  const message = MESSAGES.files.disguisedName('invoice[U+202E]fdp.exe.pdf');
  expect([upload.statusCode, upload.json()]).toEqual([422, { message, errors: { files: [message] } }]);
  const named = multipartBody(
    { practice_area_id: String(PROPERTY_LAW), region: 'England', filesMeta: [{ filename: 'invoice\u202Efdp.exe.pdf', docTypeId: known.integers.docTypeId }] },
    [{ name: 'lease.pdf', bytes: leaseBytes }],
  );
  const generated = await t.app.inject({
    method: 'POST',
    url: `${CHAT}/response/ai/generate`,
    headers: { ...bearer(lawyer.token), 'content-type': named.contentType },
    payload: named.body,
  });
  expect([generated.statusCode, generated.json()]).toEqual([422, { message, errors: { 'filesMeta.0.filename': [message] } }]);
});

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorResponse } from '@dd/contracts';
import { addFieldError, ConflictError, HttpError, ValidationError, type FieldErrors } from './http-error.ts';

/** Fastify's own client errors, reworded for people; their status codes stay, except where noted. */
const FRAMEWORK_MESSAGES: Record<string, { statusCode: number; message: string }> = {
  // 400 rather than 415: the client sent something this API never reads, which is a bad request here.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 400,
    message: 'Unsupported content type: send JSON (application/json) or a form (multipart/form-data).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    message: 'The request body is empty although its content type says JSON.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 400, message: 'This call expects a multipart/form-data request.' },
  FST_PROTO_VIOLATION: { statusCode: 400, message: 'A form field name is not allowed.' },
};

/** Validation issues from the zod schemas, keyed by field path ("email", "payloads.0.value"). */
export function fieldErrorsFromValidation(error: unknown): FieldErrors | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // A root-level issue means the body was not an object at all: a bad request, not a field error.
    if (field === '') return undefined;
    addFieldError(errors, field, issue.message ?? MESSAGES.global.validationFailed);
  }
  return errors;
}

function toHttpError(error: FastifyError, bodyLimit: number): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const fieldErrors = fieldErrorsFromValidation(error);
  if (fieldErrors) return new ValidationError(fieldErrors);
  if (error.validation) return new HttpError(400, 'The request body must be a JSON object.');
  const known = FRAMEWORK_MESSAGES[error.code];
  if (known) return new HttpError(known.statusCode, known.message);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new HttpError(413, `The request body is larger than the ${Math.round(bodyLimit / 1024)} KB limit.`);
  }
  const statusCode = error.statusCode ?? 500;
  // Other client errors come from Fastify and its plugins with messages that reveal nothing internal.
  if (statusCode >= 400 && statusCode < 500) return new HttpError(statusCode, error.message || MESSAGES.global.badRequest);
  return undefined;
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error instanceof ConflictError) return reply.code(409).type('application/json; charset=utf-8').send(error.body);
  const body: ErrorResponse = { message: error.message };
  if (error instanceof ValidationError) body.errors = error.errors;
  return reply.code(error.statusCode).headers(error.headers).type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape everywhere: `{message, errors?}`. Anything unexpected becomes a 500 carrying only the
 * request id, with the details in the log under that id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const httpError = toHttpError(error, app.initialConfig.bodyLimit ?? 1024 * 1024);
    if (httpError) {
      if (httpError.statusCode >= 500) request.log.error({ err: error }, httpError.message);
      return sendError(reply, httpError);
    }
    request.log.error({ err: error }, 'Unhandled error');
    const body: ErrorResponse = { message: MESSAGES.global.serverError, requestId: String(request.id) };
    return reply.code(500).type('application/json; charset=utf-8').send(body);
  });
}

/** Errors Fastify raises before routing (a malformed URL, say), in the same shape. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // A path parameter longer than the router takes names nothing that exists; Fastify's own 414 repeats the whole path.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(reply, new HttpError(404, MESSAGES.global.notFound));
    return;
  }
  void reply
    .code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .type('application/json; charset=utf-8')
    .send({ message: error.message || MESSAGES.global.badRequest } satisfies ErrorResponse);
}

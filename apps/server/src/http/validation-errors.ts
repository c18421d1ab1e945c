import type { FastifyRequest } from 'fastify';
import { type FieldErrors, fieldErrorsFromValidation } from '@dd/http-kit';

/**
 * The field errors of a route declared with `attachValidation`, so it can add its own (an image, a taken
 * email) and answer with all of them at once. A body that is not an object at all is rethrown as it is.
 */
export function attachedFieldErrors(request: FastifyRequest): FieldErrors {
  if (!request.validationError) return {};
  const errors = fieldErrorsFromValidation(request.validationError);
  if (!errors) throw request.validationError;
  return errors;
}

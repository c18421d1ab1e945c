import { ErrorResponse } from '@dd/contracts';

/** The error responses a route documents, all in the one error shape. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes): Record<Codes[number], typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Codes[number], typeof ErrorResponse>;
}

/** OpenAPI security requirement of routes that need `Authorization: Bearer <token>`. */
export const bearerAuth = [{ bearerAuth: [] }];

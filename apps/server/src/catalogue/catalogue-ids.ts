import { notFound } from '@dd/http-kit';

const MAX_INTEGER_ID = 2_147_483_647;

/** A catalogue id from a path; anything that cannot be one (letters, out of range) names nothing: 404. */
export function catalogueId(param: string): number {
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : NaN;
  if (!(id <= MAX_INTEGER_ID)) throw notFound();
  return id;
}

import { useSearchParams } from 'wouter';

/** The query parameter that carries, to the log-in and registration pages, the address to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** The pages a return address may not lead to: signing in there would only send the user on again. */
const NO_RETURN = new Set(['/login', '/register']);

/**
 * The address to go to once signed in, when it is a page of this app: a path from the root (one slash, not `//`
 * or `/\`, which a browser reads as another host), with no control characters (a URL parser drops tabs and line
 * breaks, which could make `/<tab>/host` into `//host`) nor backslashes, and of this origin once resolved. Anything
 * else gives null: never an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || NO_RETURN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The log-in or registration page's address, carrying the page to come back to when there is one. */
export const withReturnTo = (page: '/login' | '/register', returnTo: string | null): string => {
  const safe = safeReturnPath(returnTo);
  return safe ? `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: safe }).toString()}` : page;
};

/** The safe return address of the current page's query, or null when it has none. */
export function useReturnTo(): string | null {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(RETURN_TO_PARAM));
}

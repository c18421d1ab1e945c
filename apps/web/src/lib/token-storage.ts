/** Key of the bearer token in localStorage; the browser journeys read it under this name. */
export const TOKEN_STORAGE_KEY = 'token';

/** The session's bearer token, kept in localStorage so a reload stays logged in (spec §4). */
export const tokenStorage = {
  get(): string | null {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  },
  set(token: string): void {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
};

import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnTo } from './return-to.ts';

describe('safeReturnPath', () => {
  it.each(['/invitations/accept?token=abc123', '/cases/case-1#answers', '/firm', '/'])('keeps a path of the app: %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break', '/firm\n'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'firm'],
    ['the login page itself', '/login?returnTo=/firm'],
    ['the registration page', '/register'],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('withReturnTo', () => {
  it('carries a safe address in the query, encoded', () => {
    expect(withReturnTo('/login', '/invitations/accept?token=a&b')).toBe('/login?returnTo=%2Finvitations%2Faccept%3Ftoken%3Da%26b');
  });

  it('leaves an unsafe or missing address out', () => {
    expect(withReturnTo('/register', '//evil.example')).toBe('/register');
    expect(withReturnTo('/register', null)).toBe('/register');
  });
});

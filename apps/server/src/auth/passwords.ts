import { hash, verify } from '@node-rs/argon2';
import { generateSecret } from './secrets.ts';

/** argon2id (the library's default algorithm) with its recommended memory and time costs. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check, for an email with no account, so response times do not
 * reveal which addresses are registered. Always false.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(generateSecret());
  await verifyPassword(await decoyHash, password);
  return false;
}

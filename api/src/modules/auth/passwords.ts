import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane (OWASP's minimum).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a real hash when the username does not exist takes as long as a wrong password, so response
// times do not reveal which usernames exist.
const unknownUserHash = hash('utilizador-inexistente');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    if (passwordHash === undefined) {
      await verify(await unknownUserHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane); argon2id is the default. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

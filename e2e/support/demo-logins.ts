import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E } from '../env.ts';

/** The seeded logins, read from DATA_DIR/demo-logins.txt (where the server keeps its generated passwords). */
export async function demoLogin(email: string): Promise<{ email: string; password: string }> {
  const text = await readFile(join(E2E.dataDir, 'demo-logins.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.includes(` ${email} `));
  const password = line?.match(/ \/ {2}(\S+)/)?.[1];
  if (!password) throw new Error(`No demo login for ${email} in demo-logins.txt`);
  return { email, password };
}

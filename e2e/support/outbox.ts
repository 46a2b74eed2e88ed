import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from '../env.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

const outboxDir = () => join(E2E.dataDir, 'outbox');

async function mailFiles(): Promise<string[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.json')).sort();
}

/** The names of the e-mails already in the outbox, to tell new ones apart. */
export const outboxSnapshot = async () => new Set(await mailFiles());

/** Waits for a new e-mail to this address (not in `before`) and returns it. */
export async function newMailTo(address: string, before: Set<string>): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await mailFiles()).filter((n) => !before.has(n))) {
          const candidate = JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxMail;
          if (JSON.stringify(candidate.to).toLowerCase().includes(address.toLowerCase())) mail = candidate;
        }
        return mail !== undefined;
      },
      { timeout: 10_000, message: `an e-mail to ${address} in the outbox` },
    )
    .toBe(true);
  return mail!;
}

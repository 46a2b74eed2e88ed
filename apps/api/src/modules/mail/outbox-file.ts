import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutgoingMail } from './message.ts';

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** DATA_DIR/outbox/<timestamp>-<id>.json: names sort by time, the id keeps same-millisecond mails apart. */
export async function writeOutboxFile(dataDir: string, id: number, createdAt: Date, mail: OutgoingMail) {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
  const path = join(dir, `${stamp}-${id}.json`);
  const { to, subject, text, html, links } = mail;
  await writeFile(path, `${JSON.stringify({ to, subject, text, html, links }, null, 2)}\n`, { mode: 0o600 });
  return path;
}

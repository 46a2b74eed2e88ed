import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaticSites } from '../plugins/static-sites.ts';

/** Front-end builds written to a temporary folder (paths under admin/ and public/), and their removal. */
export async function fakeBuilds(files: Record<string, string | Buffer>) {
  const root = await mkdtemp(join(tmpdir(), 'cp-builds-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  const sites: StaticSites = { adminDist: join(root, 'admin'), publicDist: join(root, 'public') };
  return { sites, remove: () => rm(root, { recursive: true, force: true }) };
}

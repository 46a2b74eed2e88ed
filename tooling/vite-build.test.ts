import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, sourceMapsOutside } from './vite-build.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cp-vite-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const SCRIPT = 'export const answer = 42;\n'.repeat(50);
const STYLE = '.row { display: flex; }\n';
const PAGE = '<!doctype html><title>Console</title>';
const MAP = '{"version":3,"sources":["src/main.tsx"]}';

/** A bundle as Vite hands it to writeBundle, its files already written to `outDir`. */
async function written(outDir: string) {
  const files = {
    'assets/index-abc.js': SCRIPT,
    'assets/index-abc.js.map': MAP,
    'assets/index-abc.css': STYLE,
    'index.html': PAGE,
    'assets/logo-abc.png': 'PNG',
  };
  for (const [fileName, text] of Object.entries(files)) {
    await mkdir(join(outDir, fileName, '..'), { recursive: true });
    await writeFile(join(outDir, fileName), text);
  }
  const entry = (fileName: string, text: string) =>
    fileName.endsWith('.js')
      ? { type: 'chunk', fileName, code: text }
      : { type: 'asset', fileName, source: text };
  return Object.fromEntries(
    Object.entries(files).map(([fileName, text]) => [fileName, entry(fileName, text)]),
  ) as unknown as Rollup.OutputBundle;
}

/** Runs a plugin's writeBundle as Vite would after writing `bundle` to `outDir`. */
async function writeBundle(plugin: Plugin, outDir: string, bundle: Rollup.OutputBundle) {
  const hook = plugin.writeBundle as (options: { dir: string }, bundle: Rollup.OutputBundle) => Promise<void>;
  await hook.call(undefined, { dir: outDir }, bundle);
}

describe('precompress', () => {
  it('writes a .br and a .gz that decode to each script, stylesheet and page, and none for images', async () => {
    const outDir = join(root, 'dist');
    await writeBundle(precompress(), outDir, await written(outDir));
    for (const [fileName, text] of [
      ['assets/index-abc.js', SCRIPT],
      ['assets/index-abc.css', STYLE],
      ['index.html', PAGE],
    ] as const) {
      const path = join(outDir, fileName);
      expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(text);
      expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(text);
    }
    expect(existsSync(join(outDir, 'assets/logo-abc.png.br'))).toBe(false);
    expect(existsSync(join(outDir, 'assets/index-abc.js.map.br'))).toBe(false);
  });
});

describe('sourceMapsOutside', () => {
  it('moves every source map out of the served folder, replacing the previous build’s', async () => {
    const outDir = join(root, 'dist');
    const maps = join(root, 'sourcemaps');
    await mkdir(maps);
    await writeFile(join(maps, 'stale-old.js.map'), MAP);
    await writeBundle(sourceMapsOutside(maps), outDir, await written(outDir));
    expect(existsSync(join(outDir, 'assets/index-abc.js.map'))).toBe(false);
    expect(await readFile(join(maps, 'assets/index-abc.js.map'), 'utf8')).toBe(MAP);
    expect(existsSync(join(maps, 'stale-old.js.map'))).toBe(false);
    expect(await readFile(join(outDir, 'assets/index-abc.js'), 'utf8')).toBe(SCRIPT);
  });
});

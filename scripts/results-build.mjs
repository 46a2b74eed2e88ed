// Compiles scripts/results.ts (and the domain code it imports) into one plain JavaScript file, so
// `npm run results` starts with Node alone instead of a TypeScript loader (decision 0587).
// `node scripts/results-build.mjs` builds it; results-launch.mjs builds it when it is stale.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
export const bundlePath = fileURLToPath(new URL('./dist/results.js', import.meta.url));
const metaPath = fileURLToPath(new URL('./dist/results.meta.json', import.meta.url));

/**
 * Whether the bundle is newer than every file it was built from (esbuild's metafile lists them), so
 * an edit, a checkout or an install since the build is never run from a stale copy. About a hundred
 * stat calls: a millisecond or two.
 */
export function isFresh() {
  try {
    const built = statSync(bundlePath).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(metaPath, 'utf8'));
    return Object.keys(inputs).every((input) => statSync(`${root}${input}`).mtimeMs <= built);
  } catch {
    return false;
  }
}

export async function buildResults() {
  // Loaded only to build: a run of a fresh bundle never starts esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['scripts/results.ts'],
    outfile: bundlePath,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(metaPath, JSON.stringify(result.metafile));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildResults();

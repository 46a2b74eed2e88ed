import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resultsReport } from '@commonpurse/domain/results';
import { describe, expect, it } from 'vitest';

/**
 * `npm run results` runs a compiled bundle of scripts/results.ts (decision 0587), built on first use or
 * when a source changed: it must print what the domain's report says, as the TypeScript source did.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = `${root}packages/domain/test-fixtures/pabulib/Netherlands_Assen_2024.pb`;
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/results-launch.mjs', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run results (compiled)', () => {
  it('prints the report of the file, as the domain computes it', () => {
    const { status, stdout, stderr } = run(fixture);
    expect(status, stderr).toBe(0);
    const printed = JSON.parse(stdout) as { seconds: unknown };
    const { report } = resultsReport(readFileSync(fixture, 'utf8'));
    expect({ ...printed, seconds: null }).toEqual({ ...report, seconds: null });
  });

  it('writes the MES account on stderr with --explain', () => {
    const { status, stderr } = run(fixture, '--explain');
    expect(status).toBe(0);
    expect(stderr).toContain('Round 1: ');
  });

  it('names its usage without a file, and the file and the problem for a bad one', () => {
    expect(run()).toMatchObject({ status: 2, stderr: expect.stringContaining('Usage: npm run results') });
    const missing = run(`${root}no-such-file.pb`);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no-such-file.pb: ');
  });
});

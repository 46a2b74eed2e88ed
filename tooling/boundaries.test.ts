import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries (eslint.boundaries.js) are enforced: each probe is a file that would break one,
 * linted at a path inside the tree, and must fail with the boundary's rule.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.includes('restricted'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'a console feature importing the database',
      'apps/admin/src/features/simulations/probe.ts',
      "import { users } from '@commonpurse/db';\nexport const probe = users;\n",
    ],
    [
      'a console feature importing another by a relative path',
      'apps/admin/src/features/auth/probe.ts',
      "import * as other from '../simulations/api.ts';\nexport const probe = other;\n",
    ],
    [
      'a console feature importing the app that composes it',
      'apps/admin/src/features/structure/probe.test.tsx',
      "import { routes } from '@/app/routes.tsx';\nexport const probe = routes;\n",
    ],
    [
      'a console feature importing another through the alias',
      'apps/admin/src/features/tour/probe.ts',
      "import * as structure from '@/features/structure/api.ts';\nexport const probe = structure;\n",
    ],
    [
      "an API module reaching past the access layer's public file",
      'apps/api/src/modules/impacts/probe.ts',
      "import { requireBudget } from '../budgets/access.ts';\nexport const probe = requireBudget;\n",
    ],
    [
      'an API module importing the internals of simulations',
      'apps/api/src/modules/structure/probe.ts',
      "import * as views from '../simulations/views.ts';\nexport const probe = views;\n",
    ],
    [
      'the domain reading files',
      'packages/domain/src/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    ],
    [
      'the domain importing the database by a relative path',
      'packages/domain/src/probe.ts',
      "import * as db from '../../db/src/index.ts';\nexport const probe = db;\n",
    ],
    [
      'the server importing the console',
      'apps/api/src/probe.ts',
      "import * as admin from '../../admin/src/main.tsx';\nexport const probe = admin;\n",
    ],
    [
      'a benchmark reaching into the server',
      'bench/src/probe.ts',
      "import { buildApp } from '../../apps/api/src/app.ts';\nexport const probe = buildApp;\n",
    ],
    [
      'the database runtime using a domain value',
      'packages/db/src/probe.ts',
      "import { DEFAULT_LOCALE } from '@commonpurse/domain';\nexport const probe = DEFAULT_LOCALE;\n",
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'a feature importing shared console code and the domain',
      'apps/admin/src/features/simulations/probe.ts',
      "import { ApiError } from '../../api/http.ts';\nimport { DEFAULT_LOCALE } from '@commonpurse/domain';\nexport const probe = [ApiError, DEFAULT_LOCALE];\n",
    ],
    [
      'the database runtime using a domain type',
      'packages/db/src/probe.ts',
      "import type { TCategoryType } from '@commonpurse/domain';\nexport type Probe = TCategoryType;\n",
    ],
    [
      'a benchmark using the server through its package',
      'bench/src/probe.ts',
      "import { buildApp } from '@commonpurse/api';\nexport const probe = buildApp;\n",
    ],
    [
      'an API module using the access layer',
      'apps/api/src/modules/impacts/probe.ts',
      "import { requireBudget } from '../budgets/index.ts';\nexport const probe = requireBudget;\n",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

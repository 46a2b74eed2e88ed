// `npm run results`: runs the compiled scripts/results.ts, building it first if it is missing or older
// than its sources (a fresh clone, a pull, an edit), so the command always counts with the code as it is.
import { buildResults, bundlePath, isFresh } from './results-build.mjs';
import { pathToFileURL } from 'node:url';

if (!isFresh()) await buildResults();
await import(pathToFileURL(bundlePath).href);

// Counts a pabulib election: `npm run results -- <file.pb> [--explain]`. Prints one JSON object on stdout
// (see resultsReport); --explain also writes the MES (Add1) round-by-round account to stderr.
import { readFileSync } from 'node:fs';
import { explainEqualShares, resultsReport } from '@commonpurse/domain/results';

const args = process.argv.slice(2);
const explain = args.includes('--explain');
const path = args.find((arg) => !arg.startsWith('--'));
if (!path) {
  console.error('Usage: npm run results -- <file.pb> [--explain]');
  process.exit(2);
}

try {
  const { report, mes } = resultsReport(readFileSync(path, 'utf8'));
  process.stdout.write(`${JSON.stringify(report)}\n`);
  if (explain) console.error(explainEqualShares(mes).join('\n'));
} catch (error) {
  console.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

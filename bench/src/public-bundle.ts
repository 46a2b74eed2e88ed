// The public site's JavaScript per page, from the import graph of its build (issue 11: at most 150 KB
// gzip per page, its lazy parts included). No browser and no server: each page's entry is index.html's
// script and preloads, then every file those import (statically, or dynamically for a lazy part), each
// counted once, gzipped. `npm run build -w @commonpurse/public` first; npm run bench:bundle.
// kB are 1000 bytes, as Vite's build report prints them. The figures count English, which loads no catalog; another language adds the catalogs printed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const dist = join(import.meta.dirname, '../../apps/public/dist');
const assets = join(dist, 'assets');
if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the public site first: npm run build');

/**
 * The residents' pages: each a lazy chunk the entry imports (the simulation's too, decision 0625).
 * `parts` names the lazy parts a page mounts (apps/public/src/features/README.md, "Where the page
 * mounts them"): all of them for the simulation. A part imported from a chunk the pages share counts
 * for every page that loads the chunk, so a ballot is counted with parts it never mounts (an upper bound).
 */
const PAGES: { name: string; chunk?: string; parts: 'all' | string[] }[] = [
  { name: 'simulation', chunk: 'SimulationPage', parts: 'all' },
  {
    name: 'ballot',
    chunk: 'BallotPage',
    parts: ['SimulationMap', 'DropAPin', 'GoalModal', 'Confetti', 'ShareLinks'],
  },
  { name: 'taxpayer receipt', chunk: 'ReceiptPage', parts: [] },
  { name: 'meeting', chunk: 'MeetingPage', parts: [] },
];

interface TChunk {
  file: string;
  kb: number;
  imports: string[];
  lazy: string[];
}

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
/** A language catalog: a JSON module, one object literal as its default export and nothing else. */
const CATALOG = /^var \w+=\{[\s\S]*\};export\{\w+ as default\};?\s*$/;

const chunks = new Map<string, TChunk>();
function chunk(file: string): TChunk {
  let found = chunks.get(file);
  if (!found) {
    const code = readFileSync(join(assets, file), 'utf8');
    const matches = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((match) => match[1]!))];
    found = {
      file,
      kb: gzipSync(code).length / 1000,
      imports: matches(STATIC_IMPORT),
      lazy: matches(DYNAMIC_IMPORT),
    };
    chunks.set(file, found);
  }
  return found;
}
const isCatalog = (file: string) => CATALOG.test(readFileSync(join(assets, file), 'utf8'));
const nameOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** The files `roots` load before they run: themselves and their static imports, transitively. */
function loaded(roots: Iterable<string>, into = new Set<string>()): Set<string> {
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (into.has(file)) continue;
    into.add(file);
    stack.push(...chunk(file).imports);
  }
  return into;
}
const kbOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + chunk(file).kb, 0);

/** A lazy part as it loads: its files, then the lazy parts it loads in its turn (Leaflet after the map's). */
function chain(part: string, skip: Set<string>, into = new Set<string>()): Set<string> {
  if (into.has(part)) return into;
  const added = [...loaded([part], new Set())].filter((file) => !into.has(file));
  for (const file of added) into.add(file);
  for (const file of added) {
    for (const target of chunk(file).lazy)
      if (!skip.has(target) && !isCatalog(target) && !into.has(target)) chain(target, skip, into);
  }
  return into;
}

/**
 * The language whose catalogs weigh most among those `files` can load, with their sum: a page loads one
 * catalog per importer for its language (the page's words, and the ballot's, a receipt's or a meeting's).
 */
function largestCatalogs(files: Set<string>): { language: string; kb: number } | null {
  const byLanguage = new Map<string, Set<string>>();
  for (const file of files)
    for (const target of chunk(file).lazy)
      if (isCatalog(target)) {
        const language = nameOf(target);
        byLanguage.set(language, (byLanguage.get(language) ?? new Set()).add(target));
      }
  let largest: { language: string; kb: number } | null = null;
  for (const [language, catalogs] of byLanguage) {
    const kb = kbOf(catalogs);
    if (!largest || kb > largest.kb) largest = { language, kb };
  }
  return largest;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/_public\/assets\/([\w.-]+\.js)"/g)].map(
  (match) => match[1]!,
);
const allFiles = readdirSync(assets).filter((file) => file.endsWith('.js'));
const pageFile = (name: string) => {
  const file = allFiles.find((candidate) => nameOf(candidate) === name);
  if (!file) throw new Error(`No ${name} chunk in ${assets}`);
  return file;
};
const pageFiles = new Set(PAGES.flatMap((page) => (page.chunk ? [pageFile(page.chunk)] : [])));
const entryFiles = loaded(entry);

// Each page with each lazy part it mounts (and what that part loads in its turn), and with all of them
// at once: a simulation with every option on (map, Drop-a-Pin, charts, impacts, tour, timer, goal...).
const rows: string[] = [];
let worst = { page: '', part: '', kb: 0 };
let heaviest = { page: '', language: 'en', kb: 0 };
for (const page of PAGES) {
  const upFront = loaded(page.chunk ? [...entry, pageFile(page.chunk)] : entry);
  const skip = new Set([...pageFiles].filter((file) => !upFront.has(file)));
  const mounts = (file: string, part: string) =>
    !entryFiles.has(file) || page.parts === 'all' || page.parts.includes(nameOf(part));
  const parts = [
    ...new Set([...upFront].flatMap((file) => chunk(file).lazy.filter((part) => mounts(file, part)))),
  ].filter((part) => !skip.has(part) && !isCatalog(part) && !upFront.has(part));
  const withParts = parts
    .map((part) => {
      const files = chain(part, skip, new Set(upFront));
      return { name: nameOf(part), kb: kbOf(files), added: files.size - upFront.size };
    })
    .sort((a, b) => b.kb - a.kb);
  const everything = new Set(upFront);
  for (const part of parts) chain(part, skip, everything);
  const catalog = largestCatalogs(everything);
  for (const part of withParts)
    if (part.kb > worst.kb) worst = { page: page.name, part: part.name, kb: part.kb };
  const total = kbOf(everything) + (catalog?.kb ?? 0);
  if (total > heaviest.kb) heaviest = { page: page.name, language: catalog?.language ?? 'en', kb: total };
  rows.push(
    `${page.name}: up front ${kbOf(upFront).toFixed(1)} kB (${upFront.size} files); ` +
      `with every lazy part ${kbOf(everything).toFixed(1)} kB (${everything.size} files)` +
      (catalog ? `; a language's catalogs add up to ${catalog.kb.toFixed(1)} kB (${catalog.language})` : ''),
    ...withParts.map((part) => `  with ${part.name}: ${part.kb.toFixed(1)} kB (${part.added} more files)`),
  );
}
console.info(`Public site JavaScript, gzip (kB = 1000 bytes; target <= ${LIMIT_KB} kB per page)`);
console.info(rows.join('\n'));
console.info(
  `largest page with one lazy part: ${worst.page} with ${worst.part}, ${worst.kb.toFixed(1)} kB ` +
    `(${worst.kb <= LIMIT_KB ? 'within' : 'over'} ${LIMIT_KB} kB)`,
);
console.info(
  `largest page with every lazy part, in its heaviest language: ${heaviest.page} in ${heaviest.language}, ` +
    `${heaviest.kb.toFixed(1)} kB (${heaviest.kb <= LIMIT_KB ? 'within' : 'over'} ${LIMIT_KB} kB)`,
);

import type { TRandom } from './random.ts';

// A made-up resident's visit as the page reports it: the browser (its user agent), where it came from
// (document.referrer), whether it had been there before, and when and for how long.

export interface TDemoWindow {
  from: Date;
  to: Date;
}

export interface TDemoVisit {
  user_agent: string;
  /** document.referrer, or null for a direct visit. */
  referrer: string | null;
  returning: boolean;
  /** ISO 3166 alpha-2; demo visits carry no IP to look it up from. */
  country: string;
  created_at: Date;
  last_seen_at: Date;
}

const USER_AGENTS = {
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ],
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  ],
} as const;

/** Where residents come from: a city's own site and newsletter, search, and the social networks. */
const REFERRERS: readonly (readonly [string | null, number])[] = [
  [null, 30],
  ['https://www.google.com/', 14],
  ['https://www.bing.com/', 2],
  ['https://duckduckgo.com/', 1],
  ['https://www.facebook.com/', 12],
  ['https://nextdoor.com/news_feed/', 8],
  ['https://t.co/x4Bq2Lm', 3],
  ['https://www.instagram.com/', 4],
  ['https://www.reddit.com/r/riverton/', 2],
  ['https://www.linkedin.com/', 1],
  ['https://mail.google.com/', 6],
  ['https://outlook.live.com/', 3],
  ['https://www.riverton.example/budget', 10],
  ['https://rivertonherald.example/news/budget-2027', 4],
];

const COUNTRIES: readonly (readonly [string, number])[] = [
  ['US', 94],
  ['CA', 3],
  ['MX', 1],
  ['GB', 1],
  ['DE', 1],
];

/** Residents visit in the day and the evening, seldom at night (weights by hour of the day). */
const HOUR_WEIGHTS = [1, 0, 0, 0, 0, 1, 2, 4, 6, 7, 7, 7, 8, 7, 6, 6, 6, 7, 9, 10, 10, 8, 5, 2];
const HOURS = HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Seconds on the page: submitters stay for minutes; others mostly look and leave. */
function secondsOnSite(random: TRandom, submitting: boolean): number {
  const median = submitting ? 360 : 75;
  const seconds = Math.exp(Math.log(median) + 0.8 * random.normal());
  return Math.round(Math.min(3_600, Math.max(5, seconds)));
}

/** A moment in the window, on a day chosen evenly and at an hour residents are awake. */
function momentIn(random: TRandom, window: TDemoWindow, seconds: number): Date {
  const from = window.from.getTime();
  const to = window.to.getTime() - seconds * 1_000;
  if (to <= from) return new Date(from);
  const day = from + Math.floor(random.next() * Math.ceil((to - from) / DAY_MS)) * DAY_MS;
  const midnight = day - (day % DAY_MS);
  const at = midnight + random.weighted(HOURS) * HOUR_MS + Math.floor(random.next() * HOUR_MS);
  return new Date(Math.min(to, Math.max(from, at)));
}

export function planVisit(random: TRandom, window: TDemoWindow, submitting: boolean): TDemoVisit {
  const device = random.weighted([
    ['desktop', 45],
    ['mobile', 47],
    ['tablet', 8],
  ] as const);
  const seconds = secondsOnSite(random, submitting);
  const created_at = momentIn(random, window, seconds);
  return {
    user_agent: random.pick(USER_AGENTS[device]),
    referrer: random.weighted(REFERRERS),
    returning: random.chance(submitting ? 0.3 : 0.18),
    country: random.weighted(COUNTRIES),
    created_at,
    last_seen_at: new Date(created_at.getTime() + seconds * 1_000),
  };
}

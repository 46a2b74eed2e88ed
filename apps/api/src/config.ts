import { resolve } from 'node:path';
import { z } from 'zod';
import {
  HELP_TOPIC_NAMES,
  MAP_SERVICE_DEFAULTS,
  PASSWORD_MIN_LENGTH,
  type THelpVideoUrls,
} from '@commonpurse/domain';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Where browsers load a key from (a CDN or the bucket's public address), without a trailing slash. */
  publicUrl: string;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A read replica for reads that may lag (reporting API, analytics); unset: the primary (decision 0576). */
  databaseReadUrl: string | undefined;
  dataDir: string;
  appBaseUrl: string;
  publicBaseHost: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlMinutes: number;
  impersonationTokenTtlSeconds: number;
  loginRateLimitPerEmail: RateLimit;
  loginRateLimitPerIp: RateLimit;
  forgotRateLimitPerIp: RateLimit;
  /** Every public write (visits, clicks, submissions) together, per client IP. */
  publicWriteRateLimitPerIp: RateLimit;
  /** Prioritization voter codes mailed (POST voter/email), per client IP; each address has its own limit too. */
  voterEmailRateLimitPerIp: RateLimit;
  /** Reporting API calls (/api/*) per client IP, whatever the token. */
  reportingRateLimitPerIp: RateLimit;
  trustProxy: boolean | number | string;
  demoAdminEmail: string | undefined;
  demoAdminPassword: string | undefined;
  logLevel: LogLevel;
  seedDemoData: boolean;
  /** Made-up resident submissions added to the demo city when the demo data is seeded (0: none). */
  demoActivity: number;
  /** Enables the item dialog's stock-photo search (Unsplash); unset, the search says it is not configured. */
  unsplashAccessKey: string | undefined;
  /** Where the console's Billing entry posts the access token (decision 0502); unset: no Billing entry. */
  billingUrl: string | null;
  /** The help dialogs' embedded videos, per topic (decision 0500). */
  helpVideoUrls: THelpVideoUrls;
  /** Shared store of rate-limit counters across server processes; unset: each process counts alone. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Uploads in an S3-compatible bucket (decision 0566); null: DATA_DIR/uploads served at /uploads. */
  s3: S3Config | null;
  /** Bearer token /metrics asks for; unset, only loopback callers are served (decision 0564). */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long SIGTERM keeps serving with /readyz at 503 before it closes (decision 0575). */
  shutdownDrainMs: number;
  /** The front ends' build-time map settings, read here for the Content-Security-Policy (decision 0541). */
  mapTileUrl: string;
  mapGeocoderUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const WINDOW_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** "10/15m" = at most 10 requests per 15 minutes. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, { error: 'expected <max>/<window>, e.g. 10/15m (units s, m, h)' })
  .transform((value): RateLimit => {
    const [max = '', window = ''] = value.split('/');
    const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_MS;
    return { max: Number(max), timeWindowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[unit] };
  })
  .refine((limit) => limit.max >= 1 && limit.timeWindowMs >= 1_000, {
    error: 'the maximum and the window must be at least 1',
  });

const positiveInt = z.coerce.number({ error: 'expected a number' }).int().positive();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** "analytics=https://…,simulation=https://…": a video URL per help topic (commas inside a URL as %2C). */
const helpVideoUrls = z.string().transform((value, ctx): THelpVideoUrls => {
  const videos: THelpVideoUrls = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const topic = HELP_TOPIC_NAMES.find((name) => name === pair.slice(0, at).trim());
    const url = httpUrl.safeParse(pair.slice(at + 1).trim());
    if (at < 0 || !topic || !url.success || videos[topic] !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `expected <topic>=<http(s) URL> pairs, each topic once, separated by commas (topics: ${HELP_TOPIC_NAMES.join(', ')}); "${pair}" is not one`,
      });
      return z.NEVER;
    }
    videos[topic] = url.data;
  }
  return videos;
});

/** Fastify's trustProxy: true/false, a hop count, or a comma-separated list of addresses. */
const trustProxy = z.string().transform((v): boolean | number | string => {
  if (v === 'true' || v === 'false') return v === 'true';
  return /^\d+$/.test(v) ? Number(v) : v;
});

const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'expected a number' }).int().min(1).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  DATA_DIR: z.string().default('./data'),
  APP_BASE_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  PUBLIC_BASE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, { error: 'expected a host name, optionally with :port' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Commonpurse <no-reply@commonpurse.local>'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(28_800),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(2_592_000),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60),
  IMPERSONATION_TOKEN_TTL_SECONDS: positiveInt.default(300),
  LOGIN_RATE_LIMIT_PER_EMAIL: rateLimit.prefault('10/15m'),
  LOGIN_RATE_LIMIT_PER_IP: rateLimit.prefault('30/1m'),
  FORGOT_RATE_LIMIT_PER_IP: rateLimit.prefault('10/15m'),
  PUBLIC_WRITE_RATE_LIMIT_PER_IP: rateLimit.prefault('120/1m'),
  VOTER_EMAIL_RATE_LIMIT_PER_IP: rateLimit.prefault('10/15m'),
  REPORTING_RATE_LIMIT_PER_IP: rateLimit.prefault('300/1m'),
  TRUST_PROXY: trustProxy.default(false),
  DEMO_ADMIN_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  DEMO_ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `expected at least ${PASSWORD_MIN_LENGTH} characters` })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  DEMO_ACTIVITY: z.coerce.number({ error: 'expected a number' }).int().min(0).max(1_000_000).default(2_000),
  UNSPLASH_ACCESS_KEY: z.string().trim().min(1).optional(),
  BILLING_URL: httpUrl.optional(),
  HELP_VIDEO_URLS: helpVideoUrls.optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: 'expected 1-64 letters, digits, _ : . -' })
    .default('commonpurse:'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'expected an S3 bucket name' })
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PUBLIC_URL: httpUrl.optional(),
  METRICS_TOKEN: z.string().trim().min(16, { error: 'expected at least 16 characters' }).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: 'expected a number' }).min(0).max(300).default(0),
  VITE_MAP_TILE_URL: z.string().trim().default(MAP_SERVICE_DEFAULTS.tileUrl),
  VITE_MAP_GEOCODER_URL: z.string().trim().default(MAP_SERVICE_DEFAULTS.geocoderUrl),
});

export type EnvName = keyof typeof ZEnv.shape;

/**
 * S3 when a bucket is named. With an endpoint (an S3-compatible server) the bucket goes in the path and
 * browsers load `endpoint/bucket/key` unless S3_PUBLIC_URL (a CDN, say) is given; on AWS itself the
 * bucket's virtual-host address.
 */
function s3ConfigOf(e: z.infer<typeof ZEnv>): S3Config | null {
  if (!e.S3_BUCKET) return null;
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ?? endpoint !== undefined;
  const publicUrl =
    e.S3_PUBLIC_URL ??
    (endpoint ? `${endpoint}/${e.S3_BUCKET}` : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`);
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle,
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}
export const ENV_NAMES = Object.keys(ZEnv.shape) as EnvName[];

/** Reads the environment once; an empty variable counts as unset. Throws naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const relevant = Object.fromEntries(
    ENV_NAMES.map((name) => [name, env[name]]).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary) too']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    appBaseUrl: (e.APP_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicBaseHost: (e.PUBLIC_BASE_HOST ?? `localhost:${e.PORT}`).toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    impersonationTokenTtlSeconds: e.IMPERSONATION_TOKEN_TTL_SECONDS,
    loginRateLimitPerEmail: e.LOGIN_RATE_LIMIT_PER_EMAIL,
    loginRateLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    forgotRateLimitPerIp: e.FORGOT_RATE_LIMIT_PER_IP,
    publicWriteRateLimitPerIp: e.PUBLIC_WRITE_RATE_LIMIT_PER_IP,
    voterEmailRateLimitPerIp: e.VOTER_EMAIL_RATE_LIMIT_PER_IP,
    reportingRateLimitPerIp: e.REPORTING_RATE_LIMIT_PER_IP,
    trustProxy: e.TRUST_PROXY,
    demoAdminEmail: e.DEMO_ADMIN_EMAIL,
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    demoActivity: e.DEMO_ACTIVITY,
    unsplashAccessKey: e.UNSPLASH_ACCESS_KEY,
    billingUrl: e.BILLING_URL ?? null,
    helpVideoUrls: e.HELP_VIDEO_URLS ?? {},
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3: s3ConfigOf(e),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    mapTileUrl: e.VITE_MAP_TILE_URL,
    mapGeocoderUrl: e.VITE_MAP_GEOCODER_URL,
  };
}

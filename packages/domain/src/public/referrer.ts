// Where a visit came from, from the page's document.referrer (docs/decisions/0217): the referring host,
// its class (spec 2's "sources") and, for social networks, which one (spec 2's "social networks").
// Pure and table-driven so analytics labels and the server agree on the stored values.

export const REFERRER_SOURCES = ['direct', 'search', 'social', 'email', 'website'] as const;
export type TReferrerSource = (typeof REFERRER_SOURCES)[number];

/** Social networks by id (stored in visits.social_network) and the hosts that refer for them. */
export const SOCIAL_NETWORKS = {
  facebook: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
  x: ['twitter.com', 'x.com', 't.co'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  reddit: ['reddit.com', 'redd.it'],
  nextdoor: ['nextdoor.com', 'nextdoor.co.uk', 'nextdoor.ca'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  pinterest: ['pinterest.com', 'pin.it'],
  threads: ['threads.net', 'threads.com'],
  bluesky: ['bsky.app'],
  whatsapp: ['whatsapp.com', 'wa.me'],
  telegram: ['t.me', 'telegram.org'],
  snapchat: ['snapchat.com'],
  tumblr: ['tumblr.com'],
} as const satisfies Record<string, readonly string[]>;
export type TSocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Web mail hosts; any host starting with mail. or webmail. counts too. */
const EMAIL_HOSTS = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.aol.com',
  'mail.proton.me',
  'mail.zoho.com',
  'mail.yandex.ru',
  'icloud.com',
];

/** Search engines; google.* and yandex.* in any country domain match by pattern. */
const SEARCH_HOSTS = [
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.com',
  'baidu.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'ask.com',
  'search.aol.com',
  'naver.com',
  'qwant.com',
  'kagi.com',
  'seznam.cz',
];
const SEARCH_PATTERN = /(^|\.)(google|yandex)\.[a-z]{2,3}(\.[a-z]{2})?$/;

/** Android apps refer as android-app://<package>: the common mail and social apps. */
const ANDROID_APPS: Record<string, { source: TReferrerSource; social?: TSocialNetwork }> = {
  'com.google.android.gm': { source: 'email' },
  'com.microsoft.office.outlook': { source: 'email' },
  'com.google.android.googlequicksearchbox': { source: 'search' },
  'com.facebook.katana': { source: 'social', social: 'facebook' },
  'com.facebook.orca': { source: 'social', social: 'facebook' },
  'com.instagram.android': { source: 'social', social: 'instagram' },
  'com.twitter.android': { source: 'social', social: 'x' },
  'com.linkedin.android': { source: 'social', social: 'linkedin' },
  'com.reddit.frontpage': { source: 'social', social: 'reddit' },
  'com.nextdoor': { source: 'social', social: 'nextdoor' },
};

export interface TReferrerClass {
  /** The referring host (lower case, without www.), or null for direct visits. */
  host: string | null;
  source: TReferrerSource;
  social_network: TSocialNetwork | null;
}

const DIRECT: TReferrerClass = { host: null, source: 'direct', social_network: null };

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The class of a referring host (already lower case, without www.). */
export function classifyHost(host: string): Omit<TReferrerClass, 'host'> {
  for (const [network, domains] of Object.entries(SOCIAL_NETWORKS) as [TSocialNetwork, readonly string[]][])
    if (domains.some((domain) => within(host, domain))) return { source: 'social', social_network: network };
  const mail = /^(web)?mail\./.test(host) || EMAIL_HOSTS.some((domain) => within(host, domain));
  if (mail) return { source: 'email', social_network: null };
  if (SEARCH_PATTERN.test(host) || SEARCH_HOSTS.some((domain) => within(host, domain)))
    return { source: 'search', social_network: null };
  return { source: 'website', social_network: null };
}

/**
 * Classifies document.referrer. Empty, unparsable or non-web referrers are direct, and so are the
 * public site's own pages (`ownHosts`: a host, or a parent domain whose subdomains are the site's), so
 * moving between the site's pages never counts as a referral.
 */
export function classifyReferrer(
  referrer: string | null | undefined,
  ownHosts: readonly string[] = [],
): TReferrerClass {
  const text = referrer?.trim() ?? '';
  if (text === '' || !URL.canParse(text)) return DIRECT;
  const url = new URL(text);
  if (url.protocol === 'android-app:') {
    const app = ANDROID_APPS[url.hostname.toLowerCase()];
    return app
      ? { host: url.hostname.toLowerCase(), source: app.source, social_network: app.social ?? null }
      : DIRECT;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return DIRECT;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (host === '' || ownHosts.some((own) => within(host, own.toLowerCase()))) return DIRECT;
  return { host, ...classifyHost(host) };
}

/** Where the public site lives: the console's scheme, and the host under which each client's subdomain is. */
export interface UrlSettings {
  appBaseUrl: string;
  publicBaseHost: string;
}

/** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{slug}, the scheme being the console's; null without a slug. */
export function publicUrlOf(urls: UrlSettings, subdomain: string, slug: string | null): string | null {
  if (!slug) return null;
  const scheme = new URL(urls.appBaseUrl).protocol.replace(/:$/, '');
  return `${scheme}://${subdomain}.${urls.publicBaseHost}/${encodeURIComponent(slug)}`;
}

/** Where the public site lives: the console's scheme, and the host under which each client's subdomain is. */
export interface UrlSettings {
  appBaseUrl: string;
  publicBaseHost: string;
}

/** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{path}, the scheme being the console's; `path` is already encoded. */
export function publicSiteUrlOf(urls: UrlSettings, subdomain: string, path: string): string {
  const scheme = new URL(urls.appBaseUrl).protocol.replace(/:$/, '');
  return `${scheme}://${subdomain}.${urls.publicBaseHost}/${path}`;
}

/** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{slug}; null without a slug. */
export function publicUrlOf(urls: UrlSettings, subdomain: string, slug: string | null): string | null {
  return slug ? publicSiteUrlOf(urls, subdomain, encodeURIComponent(slug)) : null;
}

/** The publisher's subdomain: the first label of {subdomain}.{PUBLIC_BASE_HOST}. */
export function subdomainOf(hostname: string): string | null {
  const labels = hostname.split('.');
  return labels.length > 1 && labels[0] ? labels[0] : null;
}

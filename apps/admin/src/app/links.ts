/** An absolute web link leaves the console: it opens in a new tab. mailto:/tel: links open as usual. */
export const opensNewTab = (href: string) => /^https?:\/\//i.test(href);

export const externalLinkProps = (href: string) =>
  opensNewTab(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };

/** The in-app route `to` is active for the path itself and anything below it. */
export const isActivePath = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`);

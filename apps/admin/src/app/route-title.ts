import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '@commonpurse/domain';
import { pageTitle } from '@commonpurse/domain/console';

/** Route `handle` of this app: the route name shown as the page title. */
export interface TRouteHandle {
  title: string;
}

const hasTitle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TRouteHandle).title === 'string';

/** The name of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.title;
  }
  return undefined;
}

export const documentTitle = (routeTitle: string | undefined) =>
  routeTitle ? pageTitle(routeTitle, PRODUCT_NAME) : PRODUCT_NAME;

/** Keeps document.title as "{route name} | {product}". */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

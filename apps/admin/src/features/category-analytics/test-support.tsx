import { screen } from '@testing-library/react';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import CategoryAnalyticsPage from './CategoryAnalyticsPage.tsx';
import SubcategoryAnalyticsPage from './SubcategoryAnalyticsPage.tsx';

/** Both pages at their routes, with /analytics and a plain page to leave to. */
export function renderAnalyticsAt(path: string, analytics = true) {
  const me = makeMe(makeClient(1, 'City of Riverton', { analytics }));
  if (!isCompleteUser(me)) throw new Error('incomplete user fixture');
  const withUser = (element: React.ReactNode) => (
    <CurrentUserContext.Provider value={me}>{element}</CurrentUserContext.Provider>
  );
  return renderRoutes(
    [
      { path: 'analytics/:simulationId/category/:id', element: withUser(<CategoryAnalyticsPage />) },
      {
        path: 'analytics/:simulationId/category/:categoryId/subcategory/:id',
        element: withUser(<SubcategoryAnalyticsPage />),
      },
      { path: 'analytics/:id?', element: <p>simulation analytics</p> },
      { path: 'elsewhere', element: <p>elsewhere</p> },
    ],
    path,
  );
}

/** A description list's figures: [label, value, detail?] per tile. */
export const tilesOf = (firstLabel: string) =>
  [...screen.getByText(firstLabel).closest('dl')!.querySelectorAll('dt')].map((dt) => {
    const values = [];
    for (let dd = dt.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling)
      values.push(dd.textContent);
    return [dt.textContent, ...values];
  });

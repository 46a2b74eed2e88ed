/**
 * The public site runs on Preact's React compatibility layer instead of React DOM (decision 0625): the
 * same components and libraries (react-intl, dnd-kit), about 40 kB gzip less for residents' phones.
 * The build and the unit tests resolve React's entry points here alike, so the tests run what ships.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

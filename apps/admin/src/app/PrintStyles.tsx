import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The console's print rules (the dashboard's Print button, any analytics page printed from the browser):
 * only the page's content, without the navigation drawer, the app bar or anything marked 'no-print'
 * (download buttons, the Print button); charts keep their on-screen colours, and a section or a card is
 * not split across pages.
 */
const printCss = {
  '@media print': {
    '@page': { margin: '12mm' },
    '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
    'body, #root': { background: '#ffffff' },
    // The shell marks its drawer's column, the skip link and the app bar's spacer 'no-print' too.
    '.MuiAppBar-root, .MuiDrawer-root, .no-print': { display: 'none !important' },
    'main#main-content': { padding: '8px 0 0 !important' },
    'section, .MuiPaper-root, .MuiCard-root, tr, li': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    'h2, h3': { breakAfter: 'avoid', pageBreakAfter: 'avoid' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={printCss} />;
}

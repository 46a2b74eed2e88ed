// The editor's tabs (decision 0440): the address keeps the chosen tab in its hash (#spending).

export const RECEIPT_TABS = ['settings', 'spending', 'calculations', 'about', 'history'] as const;
export type TReceiptTab = (typeof RECEIPT_TABS)[number];

/** The spec's other reading names the tabs general, spending, revenue, about and calculations. */
const ALIASES: Record<string, TReceiptTab> = { general: 'settings', revenue: 'calculations' };

/** The tab the hash names (or its alias), else Settings. */
export function resolveReceiptTab(hash: string): TReceiptTab {
  const name = hash.replace(/^#/, '');
  if ((RECEIPT_TABS as readonly string[]).includes(name)) return name as TReceiptTab;
  return ALIASES[name] ?? 'settings';
}

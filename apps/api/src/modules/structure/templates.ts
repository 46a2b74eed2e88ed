import { csvOfCategories } from '@commonpurse/domain';

const csvText = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\n') + '\n';

/** Static import templates (spec 1 section 7), in the export's columns. */
export const CSV_TEMPLATES: Record<string, string> = {
  'expense_categories.csv': csvText(
    csvOfCategories([
      {
        name: 'Public Safety',
        subcategories: [
          { name: 'Police', amount: 1500000, details: 'Patrols and investigations' },
          { name: 'Fire', amount: 1200000, details: null },
        ],
      },
      { name: 'Parks and Recreation', subcategories: [{ name: 'Parks', amount: 400000, details: null }] },
    ]),
  ),
  'revenue_categories.csv': csvText(
    csvOfCategories([
      {
        name: 'Taxes',
        subcategories: [
          { name: 'Property Tax', amount: 2000000, details: null },
          { name: 'Sales Tax', amount: 900000, details: null },
        ],
      },
      { name: 'Fees', subcategories: [{ name: 'Permits and Licences', amount: 200000, details: null }] },
    ]),
  ),
};

import { csvOfCategories, csvTemplateName, type TCsvCategory } from '@commonpurse/domain';

const csvText = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\n') + '\n';

const EXPENSES: TCsvCategory[] = [
  {
    name: 'Public Safety',
    subcategories: [
      { name: 'Police', amount: 1500000, details: 'Patrols and investigations' },
      { name: 'Fire', amount: 1200000, details: null },
    ],
  },
  { name: 'Parks and Recreation', subcategories: [{ name: 'Parks', amount: 400000, details: null }] },
];

const REVENUE: TCsvCategory[] = [
  {
    name: 'Taxes',
    subcategories: [
      { name: 'Property Tax', amount: 2000000, details: null },
      { name: 'Sales Tax', amount: 900000, details: null },
    ],
  },
  { name: 'Fees', subcategories: [{ name: 'Permits and Licences', amount: 200000, details: null }] },
];

/** A taxpayer receipt's spending: where a resident's taxes go (spec 3 section 2.2). */
const RECEIPT_EXPENSES: TCsvCategory[] = [
  {
    name: 'Public Safety',
    subcategories: [
      { name: 'Police', amount: 1500000, details: 'Patrols and investigations' },
      { name: 'Fire and Rescue', amount: 1200000, details: null },
    ],
  },
  {
    name: 'Streets and Roads',
    subcategories: [{ name: 'Road Maintenance', amount: 650000, details: 'Paving and pothole repair' }],
  },
  { name: 'Libraries', subcategories: [{ name: 'Branch Operations', amount: 300000, details: null }] },
];

/** The _yn variants add a yes_no column and one yes/no item (a scenario question once imported). */
const EXPENSES_YN: TCsvCategory[] = [
  ...EXPENSES,
  {
    name: 'Capital Projects',
    subcategories: [
      { name: 'Build a new community pool', amount: 2500000, details: 'A 25-metre pool', yes_no: true },
    ],
  },
];

const REVENUE_YN: TCsvCategory[] = [
  ...REVENUE,
  {
    name: 'Proposed Measures',
    subcategories: [{ name: 'Parks levy', amount: 300000, details: 'A 0.1% levy for parks', yes_no: true }],
  },
];

/**
 * Static import templates (spec 1 sections 2 and 7, spec 3 section 2.2), in the export's columns, named
 * by csvTemplateName; the _yn variants (for clients with scenario questions) also carry the optional
 * yes_no column.
 */
export const CSV_TEMPLATES: Record<string, string> = {
  [csvTemplateName('expense')]: csvText(csvOfCategories(EXPENSES)),
  [csvTemplateName('revenue')]: csvText(csvOfCategories(REVENUE)),
  [csvTemplateName('expense', true)]: csvText(csvOfCategories(EXPENSES_YN)),
  [csvTemplateName('revenue', true)]: csvText(csvOfCategories(REVENUE_YN)),
  [csvTemplateName('tax-receipt-expense')]: csvText(csvOfCategories(RECEIPT_EXPENSES)),
};

import { describe, expect, it } from 'vitest';
import {
  categoriesFromCsv,
  CSV_MESSAGES as C,
  csvOfCategories,
  STRUCTURE_CSV_COLUMNS,
  STRUCTURE_CSV_YES_NO_COLUMN,
} from './csv.ts';

const header = [...STRUCTURE_CSV_COLUMNS, STRUCTURE_CSV_YES_NO_COLUMN];

describe('the optional yes_no column', () => {
  it('marks yes rows, in any case and spelling of yes and no', () => {
    const result = categoriesFromCsv([
      ['Category', 'Subcategory', 'Amount', 'Details', 'YES_NO'],
      ['Capital', 'New pool', '2500', '', 'Yes'],
      ['Capital', 'Roads', '100', '', 'no'],
      ['Capital', 'Bridge', '50', '', 'Y'],
      ['Capital', 'Trails', '10', '', ''],
      ['Capital', 'Parks', '5', '', 'FALSE'],
      ['Empty', '', '', '', ''],
    ]);
    expect(result).toEqual({
      ok: true,
      categories: [
        {
          name: 'Capital',
          subcategories: [
            { name: 'New pool', amount: 2500, details: null, yes_no: true },
            { name: 'Roads', amount: 100, details: null },
            { name: 'Bridge', amount: 50, details: null, yes_no: true },
            { name: 'Trails', amount: 10, details: null },
            { name: 'Parks', amount: 5, details: null },
          ],
        },
        { name: 'Empty', subcategories: [] },
      ],
    });
  });

  it.each([
    [[header, ['Capital', 'Pool', '1', '', 'maybe']], ['Row 2: the yes_no value "maybe" must be yes or no']],
    [[header, ['Capital', '', '', '', 'yes']], [`Row 2: ${C.yesNoWithoutSubcategory}`]],
    [[[...STRUCTURE_CSV_COLUMNS, 'other']], [C.wrongColumns]],
    [[[...header, 'extra']], [C.wrongColumns]],
  ])('%j -> %j', (records, errors) => {
    expect(categoriesFromCsv(records)).toEqual({ ok: false, errors });
  });

  it('is ignored by a four-column file even when a row has a fifth cell', () => {
    const result = categoriesFromCsv([[...STRUCTURE_CSV_COLUMNS], ['Capital', 'Pool', '1', '', 'yes']]);
    expect(result).toEqual({
      ok: true,
      categories: [{ name: 'Capital', subcategories: [{ name: 'Pool', amount: 1, details: null }] }],
    });
  });

  it('is written only when an item has it, and round-trips', () => {
    const categories = [
      { name: 'Capital', subcategories: [{ name: 'Pool', amount: 3, details: null, yes_no: true as const }] },
      { name: 'Other', subcategories: [{ name: 'Roads', amount: 1, details: 'x' }] },
      { name: 'Empty', subcategories: [] },
    ];
    const rows = csvOfCategories(categories);
    expect(rows).toEqual([
      header,
      ['Capital', 'Pool', '3', '', 'yes'],
      ['Other', 'Roads', '1', 'x', 'no'],
      ['Empty', '', '', '', ''],
    ]);
    expect(categoriesFromCsv(rows)).toEqual({ ok: true, categories });
    expect(csvOfCategories([categories[1]!])[0]).toEqual([...STRUCTURE_CSV_COLUMNS]);
  });
});

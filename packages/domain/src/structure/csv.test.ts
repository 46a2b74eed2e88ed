import { describe, expect, it } from 'vitest';
import {
  categoriesFromCsv,
  CSV_MESSAGES as C,
  csvOfCategories,
  STRUCTURE_CSV_COLUMNS,
  STRUCTURE_CSV_MAX_ROWS,
} from './csv.ts';

const header = [...STRUCTURE_CSV_COLUMNS];

describe('categoriesFromCsv', () => {
  it('groups rows by category in file order', () => {
    const result = categoriesFromCsv([
      ['Category', ' Subcategory ', 'AMOUNT', 'details'],
      ['Safety', 'Police', '$1,200.50', 'Patrols'],
      ['Parks', '', '', ''],
      ['Safety', 'Fire', '', ''],
      ['', '', '', ''],
    ]);
    expect(result).toEqual({
      ok: true,
      categories: [
        {
          name: 'Safety',
          subcategories: [
            { name: 'Police', amount: 1200.5, details: 'Patrols' },
            { name: 'Fire', amount: 0, details: null },
          ],
        },
        { name: 'Parks', subcategories: [] },
      ],
    });
  });

  it.each([
    [[['name', 'amount']], [C.wrongColumns]],
    [[], [C.wrongColumns]],
    [[header], [C.empty]],
    [[header, ['Safety', 'Police', 'lots', '']], ['Row 2: the amount "lots" is not a number']],
    [[header, ['Safety', 'Police', '10000000000000', '']], [`Row 2: ${C.amountTooLarge}`]],
    [
      [header, ['S', 'P', '1', 'x'.repeat(401)]],
      [`Row 2: ${C.categoryName}`, `Row 2: ${C.detailsTooLong}`, `Row 2: ${C.subcategoryName}`],
    ],
    [[header, ['Safety', 'Police', '1', ''], ['Safety', '', '5', '']], [`Row 3: ${C.missingSubcategory}`]],
    [[header, ['x'.repeat(256), 'Police', '1', '']], [`Row 2: ${C.categoryName}`]],
  ])('%j -> %j', (records, errors) => {
    expect(categoriesFromCsv(records)).toEqual({ ok: false, errors });
  });

  it('accepts the amount ceiling and 400 characters of details', () => {
    const result = categoriesFromCsv([header, ['Safety', 'Police', '9999999999999.99', 'x'.repeat(400)]]);
    expect(result.ok).toBe(true);
  });
});

describe('the row limit', () => {
  it('takes the limit and refuses one row more', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ['Safety', `Item ${i}`, '1', '']);
    expect(categoriesFromCsv([header, ...rows(STRUCTURE_CSV_MAX_ROWS)]).ok).toBe(true);
    expect(categoriesFromCsv([header, ...rows(STRUCTURE_CSV_MAX_ROWS + 1)])).toEqual({
      ok: false,
      errors: [C.tooManyRows],
    });
  });
});

describe('csvOfCategories', () => {
  it('round-trips', () => {
    const categories = [
      { name: 'Safety', subcategories: [{ name: 'Police', amount: -3.5, details: 'a, "b"' }] },
      { name: 'Empty', subcategories: [] },
    ];
    expect(categoriesFromCsv(csvOfCategories(categories))).toEqual({ ok: true, categories });
  });

  it('writes names that look like formulas as text, and reads them back', () => {
    const categories = [
      {
        name: "=cmd|' /C calc'!A0",
        subcategories: [
          { name: '+SUM(1+1)', amount: -12, details: '@SUM(1+1)' },
          { name: '-minus sign', amount: 1, details: null },
        ],
      },
    ];
    const rows = csvOfCategories(categories);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ["'=cmd|' /C calc'!A0", "'+SUM(1+1)"],
      ["'=cmd|' /C calc'!A0", "'-minus sign"],
    ]);
    expect(rows[1]?.[2]).toBe('-12');
    expect(rows[1]?.[3]).toBe("'@SUM(1+1)");
    expect(categoriesFromCsv(rows)).toEqual({ ok: true, categories });
  });
});

import { describe, expect, it } from 'vitest';
import { estimateReceipt, type TReceiptCalculators, type TReceiptSpendingCategory } from './estimate.ts';

const NONE: TReceiptCalculators = { property_tax: null, sales_tax: null, income_tax: null };
const property = (rate: number, is_owner_question_enabled = false): TReceiptCalculators => ({
  ...NONE,
  property_tax: { rate, is_owner_question_enabled },
});
const income = (rate: number): TReceiptCalculators => ({ ...NONE, income_tax: { rate } });

/** Categories of single-item amounts: [[1, 2], [3]] is category 1 with items 11, 12 and category 2 with 21. */
const spending = (...categories: number[][]): TReceiptSpendingCategory[] =>
  categories.map((amounts, c) => ({
    id: c + 1,
    subcategories: amounts.map((amount, i) => ({ id: (c + 1) * 10 + i + 1, amount })),
  }));

const itemShares = (estimate: ReturnType<typeof estimateReceipt>) =>
  estimate.categories.flatMap((category) => category.items.map((item) => item.share));
const categoryShares = (estimate: ReturnType<typeof estimateReceipt>) =>
  estimate.categories.map((category) => category.share);

describe('the taxes of a receipt estimate', () => {
  it('multiplies the home value by the property tax multiplier', () => {
    // 300,000 x 0.012 = 3,600.00
    const estimate = estimateReceipt(property(0.012), { home_value: 300_000 }, spending([1]));
    expect(estimate.taxes).toEqual({ property_tax: 3600, sales_tax: null, income_tax: null });
    expect(estimate.total).toBe(3600);
  });

  it.each([
    // 250,000 x 0.01 = 2,500 for an owner; a renter (false) and an unanswered question (null) pay none.
    [true, 2500],
    [false, 0],
    [null, 0],
  ])('counts property tax with the owner question only for an owner (owns_home %s: %s)', (owns, tax) => {
    const estimate = estimateReceipt(property(0.01, true), { home_value: 250_000, owns_home: owns }, []);
    expect(estimate.taxes.property_tax).toBe(tax);
  });

  it('ignores the owner answer when the question is off', () => {
    // 250,000 x 0.01 = 2,500 whatever the (stale) answer.
    const estimate = estimateReceipt(property(0.01), { home_value: 250_000, owns_home: false }, []);
    expect(estimate.taxes.property_tax).toBe(2500);
  });

  it('multiplies the yearly taxable purchases by the sales tax rate, to the cent', () => {
    // 12,345.67 x 0.0825 = 1,018.517775, rounded to 1,018.52
    const calculators = { ...NONE, sales_tax: { rate: 0.0825, is_purchased_percentage_enabled: false } };
    const estimate = estimateReceipt(calculators, { taxable_purchases: 12_345.67, income: 99_999 }, []);
    expect(estimate.taxes.sales_tax).toBe(1018.52);
  });

  it('takes the purchases as a percentage of the income with the purchased percentage, the income typed once', () => {
    // Purchases 60,000 x 25 / 100 = 15,000; sales tax 15,000 x 0.07 = 1,050.00
    // Income tax 60,000 x 0.05 = 3,000.00; total 1,050 + 3,000 = 4,050.00
    const calculators: TReceiptCalculators = {
      property_tax: null,
      sales_tax: { rate: 0.07, is_purchased_percentage_enabled: true },
      income_tax: { rate: 0.05 },
    };
    const estimate = estimateReceipt(
      calculators,
      { income: 60_000, purchased_percentage: 25, taxable_purchases: 1_000_000 },
      spending([1]),
    );
    expect(estimate.taxes).toEqual({ property_tax: null, sales_tax: 1050, income_tax: 3000 });
    expect(estimate.total).toBe(4050);
  });

  it('adds the three taxes, each rounded to the cent first', () => {
    // Property 100.5 x 0.01 = 1.005 -> 1.01 (a half cent rounds up, whatever the binary product says)
    // Sales 10.01 x 0.1 = 1.001 -> 1.00; income 3.333 x 1 = 3.333 -> 3.33; total 1.01 + 1.00 + 3.33 = 5.34
    const calculators: TReceiptCalculators = {
      property_tax: { rate: 0.01, is_owner_question_enabled: false },
      sales_tax: { rate: 0.1, is_purchased_percentage_enabled: false },
      income_tax: { rate: 1 },
    };
    const estimate = estimateReceipt(
      calculators,
      { home_value: 100.5, taxable_purchases: 10.01, income: 3.333 },
      [],
    );
    expect(estimate.taxes).toEqual({ property_tax: 1.01, sales_tax: 1, income_tax: 3.33 });
    expect(estimate.total).toBe(5.34);
  });

  it.each([
    ['nothing typed', {}, 0],
    ['a negative value', { income: -5_000 }, 0],
    ['not a number', { income: Number.NaN }, 0],
    ['infinity', { income: Number.POSITIVE_INFINITY }, 0],
    // 1,000 x 100 / 100 (150 % is held to 100 %) = 1,000 purchases; x 0.1 = 100.00
    ['a percentage over 100', { income: 1_000, purchased_percentage: 150 }, 100],
    ['a negative percentage', { income: 1_000, purchased_percentage: -10 }, 0],
  ])('counts %s as nothing (sales tax %s)', (_case, answers, tax) => {
    const calculators = { ...NONE, sales_tax: { rate: 0.1, is_purchased_percentage_enabled: true } };
    expect(estimateReceipt(calculators, answers, []).taxes.sales_tax).toBe(tax);
  });

  it('counts nothing for disabled calculators, whatever was typed', () => {
    const estimate = estimateReceipt(
      NONE,
      { home_value: 1e6, income: 1e5, taxable_purchases: 1e4 },
      spending([5]),
    );
    expect(estimate).toEqual({
      taxes: { property_tax: null, sales_tax: null, income_tax: null },
      total: 0,
      spending_total: 5,
      categories: [{ id: 1, share: 0, items: [{ id: 11, share: 0 }] }],
    });
  });
});

describe('where the taxes of a receipt estimate go', () => {
  it('gives each item amount / spending x total taxes, and each category the sum of its items', () => {
    // Taxes 300,000 x 0.012 = 3,600. Spending 600 + 300 + 100 = 1,000.
    // Police 600 / 1,000 x 3,600 = 2,160; Fire 300 / 1,000 x 3,600 = 1,080; Parks 100 / 1,000 x 3,600 = 360.
    // Safety 2,160 + 1,080 = 3,240; Parks 360.
    const estimate = estimateReceipt(property(0.012), { home_value: 300_000 }, spending([600, 300], [100]));
    expect(estimate.spending_total).toBe(1000);
    expect(estimate.categories).toEqual([
      {
        id: 1,
        share: 3240,
        items: [
          { id: 11, share: 2160 },
          { id: 12, share: 1080 },
        ],
      },
      { id: 2, share: 360, items: [{ id: 21, share: 360 }] },
    ]);
  });

  it('hands the cent left by rounding down to the first of equal remainders', () => {
    // Taxes 10,000 x 0.01 = 100.00 = 10,000 cents over three equal items: 3,333.33... cents each.
    // Floors 3,333 x 3 = 9,999: 1 cent left, equal remainders, so the first item gets it.
    // 33.34 + 33.33 + 33.33 = 100.00 (plain rounding would give 99.99).
    const estimate = estimateReceipt(income(0.01), { income: 10_000 }, spending([50, 50, 50]));
    expect(itemShares(estimate)).toEqual([33.34, 33.33, 33.33]);
  });

  it('hands the cents left to the largest remainders, wherever they are', () => {
    // Taxes 1,000 x 0.01 = 10.00 = 1,000 cents over amounts 4, 2, 1 (spending 7):
    //   4/7 x 1,000 = 571.43 -> 571 (remainder 3/7); 2/7 x 1,000 = 285.71 -> 285 (5/7); 1/7 x 1,000 = 142.86 -> 142 (6/7)
    // Floors 998: 2 cents left, to the largest remainders 6/7 then 5/7: 5.71 + 2.86 + 1.43 = 10.00.
    const estimate = estimateReceipt(income(0.01), { income: 1_000 }, spending([4, 2, 1]));
    expect(itemShares(estimate)).toEqual([5.71, 2.86, 1.43]);
  });

  it('rounds the items, not the categories, so categories add up to the total too', () => {
    // Taxes 10 x 0.01 = 0.10 = 10 cents over six items of 1 (spending 6): 1.666... cents each.
    // Floors 6 x 1 = 6: 4 cents left, equal remainders: the first four items get 2 cents, the last two 1.
    // Category 1 (items 1-3): 2 + 2 + 2 = 0.06; category 2 (items 4-6): 2 + 1 + 1 = 0.04; 0.06 + 0.04 = 0.10.
    const estimate = estimateReceipt(income(0.01), { income: 10 }, spending([1, 1, 1], [1, 1, 1]));
    expect(itemShares(estimate)).toEqual([0.02, 0.02, 0.02, 0.02, 0.01, 0.01]);
    expect(categoryShares(estimate)).toEqual([0.06, 0.04]);
  });

  it('gives items without a positive amount no share', () => {
    // Taxes 1,000 x 0.1 = 100. Spending counts 300 only (0 and -100 are not spending): 300 / 300 x 100 = 100.
    const estimate = estimateReceipt(income(0.1), { income: 1_000 }, spending([300, 0], [-100]));
    expect(estimate.spending_total).toBe(300);
    expect(itemShares(estimate)).toEqual([100, 0, 0]);
    expect(categoryShares(estimate)).toEqual([100, 0]);
  });

  it('shares nothing when there is no spending or no tax', () => {
    expect(itemShares(estimateReceipt(income(0.1), { income: 1_000 }, spending([0, 0])))).toEqual([0, 0]);
    expect(itemShares(estimateReceipt(income(0.1), {}, spending([10, 20])))).toEqual([0, 0]);
    expect(estimateReceipt(income(0.1), { income: 1_000 }, []).categories).toEqual([]);
  });

  it('stays exact at the largest amounts an item can hold', () => {
    // Taxes 10,000,000 x 0.1 = 1,000,000.00 = 100,000,000 cents.
    // Spending 9,999,999,999,999.99 + 0.01 = 10,000,000,000,000.00 (10^15 cents).
    // Item 1: 100,000,000 x (10^15 - 1) / 10^15 = 99,999,999.9999999 cents -> 99,999,999 (remainder 10^15 - 10^8)
    // Item 2: 100,000,000 x 1 / 10^15 = 0.0000001 cents -> 0 (remainder 10^8). The cent left goes to item 1.
    const estimate = estimateReceipt(
      income(0.1),
      { income: 10_000_000 },
      spending([9_999_999_999_999.99, 0.01]),
    );
    expect(itemShares(estimate)).toEqual([1_000_000, 0]);
    expect(estimate.spending_total).toBe(10_000_000_000_000);
  });
});

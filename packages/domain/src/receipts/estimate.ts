// A resident's taxpayer receipt (decision 0420): the taxes the enabled calculators estimate from what the
// resident typed, and where they go, item by item. Pure, no imports: the public page computes it as the
// resident types and the tests pin it with hand-worked figures.

/** The receipt's enabled calculators with their rates (a disabled calculator is null). */
export interface TReceiptCalculators {
  /** Tax = home value x rate (a multiplier of the home value). */
  property_tax: { rate: number; is_owner_question_enabled: boolean } | null;
  /** Tax = yearly taxable purchases x rate; with the percentage, purchases = income x percent / 100. */
  sales_tax: { rate: number; is_purchased_percentage_enabled: boolean } | null;
  /** Tax = yearly income x rate. */
  income_tax: { rate: number } | null;
}

/**
 * What the resident typed; anything missing, negative or not a number counts as 0. The income serves
 * the income tax and, with the purchased percentage, the sales tax: the resident types it once.
 */
export interface TReceiptAnswers {
  home_value?: number | null;
  /** The owner question's answer (null: not answered yet). */
  owns_home?: boolean | null;
  /** Yearly spending on taxable purchases (the sales tax without the percentage). */
  taxable_purchases?: number | null;
  /** Yearly income. */
  income?: number | null;
  /** The percent (0-100) of the income spent on taxable purchases. */
  purchased_percentage?: number | null;
}

/** The receipt's spending: its expense categories and their items with the published amounts. */
export interface TReceiptSpendingCategory {
  id: number;
  subcategories: readonly { id: number; amount: number }[];
}

export type TReceiptTaxKind = keyof TReceiptCalculators;
/** The calculators in the spec's order (spec 3 section 2.2: property, income, sales). */
export const RECEIPT_TAX_KINDS: readonly TReceiptTaxKind[] = ['property_tax', 'income_tax', 'sales_tax'];

export interface TReceiptEstimate {
  /** Each enabled calculator's tax in dollars and cents; null for a disabled one. */
  taxes: Record<TReceiptTaxKind, number | null>;
  /** The sum of the taxes. */
  total: number;
  /** The spending the shares are taken from: every item's positive amount. */
  spending_total: number;
  /** Each category's share (the sum of its items') and each item's, in the order given. */
  categories: { id: number; share: number; items: { id: number; share: number }[] }[];
}

/** A typed number as the estimate counts it: finite and at least 0, else 0. */
const counted = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * Whole cents, half away from zero. toPrecision(15) first drops the binary noise of the product
 * (1.005 * 100 is 100.49999999999999), so a half cent typed or computed exactly rounds up.
 */
function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

const fromCents = (cents: number | bigint) => Number(cents) / 100;

/** Each calculator's tax in cents (null when it is disabled). */
function taxCents(calculators: TReceiptCalculators, answers: TReceiptAnswers) {
  const { property_tax: property, sales_tax: sales, income_tax: income } = calculators;
  let propertyCents: number | null = null;
  if (property) {
    // With the owner question on, only a resident who says they own their home pays it directly.
    const pays = !property.is_owner_question_enabled || answers.owns_home === true;
    propertyCents = pays ? toCents(counted(answers.home_value) * counted(property.rate)) : 0;
  }
  let salesCents: number | null = null;
  if (sales) {
    const purchases = sales.is_purchased_percentage_enabled
      ? (counted(answers.income) * Math.min(counted(answers.purchased_percentage), 100)) / 100
      : counted(answers.taxable_purchases);
    salesCents = toCents(purchases * counted(sales.rate));
  }
  const incomeCents = income ? toCents(counted(answers.income) * counted(income.rate)) : null;
  return { property_tax: propertyCents, sales_tax: salesCents, income_tax: incomeCents };
}

/**
 * `totalCents` split in proportion to `weights` (whole cents), by the largest remainder: every part
 * gets the floor of its exact share, then the cents left go one each to the parts with the largest
 * remainders (ties to the earlier part). The parts add up to the total exactly; BigInt keeps the
 * comparison of remainders exact at any amount.
 */
function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const total = BigInt(Math.max(0, Math.trunc(totalCents)));
  const cents = weights.map((weight) => BigInt(Math.max(0, toCents(weight))));
  const sum = cents.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0);
  const floors = cents.map((weight) => (total * weight) / sum);
  const remainders = cents.map((weight) => (total * weight) % sum);
  let left = total - floors.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    floors[index]! += 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/**
 * The resident's estimate: each enabled calculator's tax rounded to the cent, their total, and the
 * total shared among the items in proportion to their amounts (item amount / spending x total taxes),
 * rounded to cents by the largest remainder so the items add up to the total; a category's share is
 * the sum of its items'. Items with no positive amount get no share; with no spending, no share at all.
 */
export function estimateReceipt(
  calculators: TReceiptCalculators,
  answers: TReceiptAnswers,
  spending: readonly TReceiptSpendingCategory[],
): TReceiptEstimate {
  const taxes = taxCents(calculators, answers);
  const totalCents = RECEIPT_TAX_KINDS.reduce((sum, kind) => sum + (taxes[kind] ?? 0), 0);
  const items = spending.flatMap((category) => category.subcategories);
  const shares = splitCents(
    totalCents,
    items.map((item) => item.amount),
  );
  const spendingCents = items.reduce((sum, item) => sum + Math.max(0, toCents(item.amount)), 0);
  let at = 0;
  const categories = spending.map((category) => {
    const own = category.subcategories.map((item) => ({ id: item.id, cents: shares[at++] ?? 0 }));
    return {
      id: category.id,
      share: fromCents(own.reduce((sum, item) => sum + item.cents, 0)),
      items: own.map((item) => ({ id: item.id, share: fromCents(item.cents) })),
    };
  });
  return {
    taxes: {
      property_tax: taxes.property_tax === null ? null : fromCents(taxes.property_tax),
      sales_tax: taxes.sales_tax === null ? null : fromCents(taxes.sales_tax),
      income_tax: taxes.income_tax === null ? null : fromCents(taxes.income_tax),
    },
    total: fromCents(totalCents),
    spending_total: fromCents(spendingCents),
    categories,
  };
}

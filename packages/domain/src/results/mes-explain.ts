import { fractionToDecimal, type TFraction } from './exact.ts';
import type { TMesResult } from './mes.ts';

/** Money for people: two decimals, thousands separated by commas. */
function money(value: TFraction): string {
  const [whole = '0', cents] = fractionToDecimal(value, 2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** A readable account of an MES outcome: the starting budgets, then who paid what in each round. */
export function explainEqualShares(result: TMesResult): string[] {
  const lines = [
    result.increments > 0
      ? `Each of the ${count(result.voters)} voters starts with ${money(result.budget_per_voter)}: the funds divided by the voters, plus ${count(result.increments)} added by the Add1 completion.`
      : `Each of the ${count(result.voters)} voters starts with ${money(result.budget_per_voter)}: the funds divided by the voters.`,
  ];
  result.rounds.forEach((round, index) => {
    const head = `Round ${index + 1}: ${round.project} (cost ${money(round.cost)})`;
    if (round.price.num === 0n) {
      lines.push(`${head} costs nothing and is funded first.`);
      return;
    }
    const parts = [`${count(round.full_payers)} supporters paid ${money(round.price)} each`];
    if (round.partial_payers > 0) {
      parts.push(
        `${count(round.partial_payers)} paid all they had left, ${money(round.partial_paid)} in total`,
      );
    }
    if (round.without_money > 0) parts.push(`${count(round.without_money)} had nothing left`);
    lines.push(`${head} is funded: ${parts.join('; ')}.`);
  });
  lines.push(`Funded ${count(result.selected.length)} projects costing ${money(result.cost)} in total.`);
  return lines;
}

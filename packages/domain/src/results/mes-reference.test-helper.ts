// A deliberately plain Method of Equal Shares, voter by voter in exact fractions, written straight from
// test-fixtures/pabulib/README.md. Tests compare the fast implementation against it.
import { compareIds } from './greedy.ts';
import { fraction, parseDecimal, type TFraction } from './exact.ts';

export const add = (a: TFraction, b: TFraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const subtract = (a: TFraction, b: TFraction) =>
  fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const multiply = (a: TFraction, b: TFraction) => fraction(a.num * b.num, a.den * b.den);
export const divide = (a: TFraction, b: TFraction) => fraction(a.num * b.den, a.den * b.num);
export const compare = (a: TFraction, b: TFraction) => {
  const difference = a.num * b.den - b.num * a.den;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};
export const whole = (value: number | bigint) => fraction(BigInt(value), 1n);
export const decimal = (value: number) => {
  const { units, scale } = parseDecimal(value);
  return fraction(units, 10n ** BigInt(scale));
};
const minimum = (a: TFraction, b: TFraction) => (compare(a, b) <= 0 ? a : b);

export interface TReferenceElection {
  ids: string[];
  costs: number[];
  funds: number;
  /** Each voter's approved project indices. */
  ballots: number[][];
}

/** Project indices in funding order, each voter starting with `share`. */
export function referenceRun(election: TReferenceElection, share: TFraction): number[] {
  const costs = election.costs.map(decimal);
  const approvals = election.ids.map((_, p) => election.ballots.filter((b) => b.includes(p)).length);
  const budgets = election.ballots.map(() => share);
  const funded: number[] = election.ids
    .map((_, p) => p)
    .filter((p) => approvals[p]! > 0 && costs[p]!.num <= 0n);
  const open = new Set(election.ids.map((_, p) => p).filter((p) => approvals[p]! > 0 && costs[p]!.num > 0n));
  for (;;) {
    let best: { p: number; price: TFraction; afford: TFraction } | null = null;
    for (const p of open) {
      const supporters = election.ballots
        .map((ballot, voter) => ({ ballot, voter }))
        .filter(({ ballot }) => ballot.includes(p))
        .map(({ voter }) => voter)
        .sort((a, b) => compare(budgets[a]!, budgets[b]!));
      let need = costs[p]!;
      let payers = supporters.length;
      let price: TFraction | null = null;
      for (const voter of supporters) {
        const each = divide(need, whole(payers));
        if (compare(each, budgets[voter]!) <= 0) {
          price = each;
          break;
        }
        need = subtract(need, budgets[voter]!);
        payers -= 1;
      }
      if (price === null) continue;
      const afford = divide(price, costs[p]!);
      const versus = best ? compare(afford, best.afford) : -1;
      const tieWins =
        best !== null &&
        versus === 0 &&
        (compare(costs[p]!, costs[best.p]!) < 0 ||
          (compare(costs[p]!, costs[best.p]!) === 0 &&
            (approvals[p]! > approvals[best.p]! ||
              (approvals[p] === approvals[best.p] &&
                compareIds(election.ids[p]!, election.ids[best.p]!) < 0))));
      if (versus < 0 || tieWins) best = { p, price, afford };
    }
    if (!best) return funded;
    open.delete(best.p);
    funded.push(best.p);
    election.ballots.forEach((ballot, voter) => {
      if (ballot.includes(best.p))
        budgets[voter] = subtract(budgets[voter]!, minimum(budgets[voter]!, best.price));
    });
  }
}

const spent = (election: TReferenceElection, funded: number[]) =>
  funded.reduce((sum, p) => add(sum, decimal(election.costs[p]!)), whole(0));

/** Plain MES, or with the Add1 completion exactly as the README states it. */
export function referenceEqualShares(election: TReferenceElection, add1: boolean): number[] {
  const voters = election.ballots.length;
  if (voters === 0) return [];
  const funds = decimal(election.funds);
  const base = divide(funds, whole(voters));
  let previous = referenceRun(election, base);
  if (!add1) return previous;
  for (let increment = 0; ; increment += 1) {
    const outcome = increment === 0 ? previous : referenceRun(election, add(base, whole(increment)));
    if (compare(spent(election, outcome), funds) > 0) return previous;
    previous = outcome;
    const left = subtract(funds, spent(election, outcome));
    const exhaustive = election.ids.every(
      (_, p) =>
        outcome.includes(p) ||
        !election.ballots.some((b) => b.includes(p)) ||
        compare(decimal(election.costs[p]!), left) > 0,
    );
    if (exhaustive) return outcome;
  }
}

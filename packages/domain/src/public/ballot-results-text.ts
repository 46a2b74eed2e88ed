import type { TPublicBallotResults } from './ballot.ts';

// Published Method of Equal Shares results in plain language (issue 12: "each voter started with X;
// this project was paid by its N supporters ..."), for the results page and the console alike.

const count = (n: number) => n.toLocaleString('en-US');

/**
 * One sentence for the start and one per funded round; [] for greedy results. `money` formats an
 * amount in the prioritization's currency.
 */
export function mesRoundSentences(
  results: Pick<TPublicBallotResults, 'ballots' | 'funds' | 'mes'> & {
    projects: readonly { id: number; name: string }[];
  },
  money: (amount: number) => string,
): string[] {
  const { mes } = results;
  if (!mes) return [];
  const names = new Map(results.projects.map((p) => [p.id, p.name]));
  const share = money(results.funds / Math.max(1, results.ballots));
  const start = `Each of the ${count(results.ballots)} voters started with ${share}: the funds divided by the voters.`;
  const sentences = [
    mes.increments > 0
      ? `${start} Then every share was raised, step by step, to ${money(mes.budget_per_voter)}, so that more of the funds could be used.`
      : start,
  ];
  mes.rounds.forEach((round, index) => {
    const head = `Round ${index + 1}: ${names.get(round.project_id) ?? `Project ${round.project_id}`} (cost ${money(round.cost)})`;
    if (round.cost === 0) {
      sentences.push(`${head} costs nothing and was funded first.`);
      return;
    }
    const supporters = round.full_payers === 1 ? 'supporter' : 'supporters';
    const parts = [`was paid by ${count(round.full_payers)} ${supporters}, ${money(round.price)} each`];
    if (round.partial_payers > 0)
      parts.push(
        `${count(round.partial_payers)} paid all they had left, ${money(round.partial_paid)} in total`,
      );
    if (round.without_money > 0) parts.push(`${count(round.without_money)} had nothing left`);
    sentences.push(`${head} ${parts.join('; ')}.`);
  });
  return sentences;
}

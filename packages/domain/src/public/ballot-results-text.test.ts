import { describe, expect, it } from 'vitest';
import { mesRoundSentences } from './ballot-results-text.ts';

const money = (n: number) => `$${n.toFixed(2)}`;
const projects = [
  { id: 1, name: 'Park' },
  { id: 2, name: 'Library' },
];

describe('mesRoundSentences', () => {
  it('says nothing for greedy results', () => {
    expect(mesRoundSentences({ ballots: 3, projects: [], mes: null } as never, money)).toEqual([]);
  });

  it('says what each voter started with and who paid in each round', () => {
    const sentences = mesRoundSentences(
      {
        ballots: 10,
        funds: 980,
        projects: projects as never,
        mes: {
          budget_per_voter: 100,
          increments: 2,
          rounds: [
            {
              project_id: 1,
              cost: 0,
              full_payers: 0,
              price: 0,
              partial_payers: 0,
              partial_paid: 0,
              without_money: 0,
            },
            {
              project_id: 2,
              cost: 700,
              full_payers: 1,
              price: 50,
              partial_payers: 7,
              partial_paid: 650,
              without_money: 2,
            },
          ],
        },
      },
      money,
    );
    expect(sentences).toEqual([
      'Each of the 10 voters started with $98.00: the funds divided by the voters. Then every share was raised, step by step, to $100.00, so that more of the funds could be used.',
      'Round 1: Park (cost $0.00) costs nothing and was funded first.',
      'Round 2: Library (cost $700.00) was paid by 1 supporter, $50.00 each; 7 paid all they had left, $650.00 in total; 2 had nothing left.',
    ]);
  });
});

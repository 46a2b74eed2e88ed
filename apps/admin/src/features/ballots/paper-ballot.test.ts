import { describe, expect, it } from 'vitest';
import { makeView } from '@/test/simulation-fixtures.ts';
import { PAPER_LABELS as L } from './labels.ts';
import { numberedProjects, parsePaperBallot, typedRanking } from './paper-ballot.ts';
import { projectCategories } from './fixtures.ts';

const projects = numberedProjects(makeView({ is_pb: true, expenses: projectCategories() }));

describe('numberedProjects', () => {
  it('numbers the items 1..n in display order without suggestion boxes', () => {
    expect(projects.map((p) => [p.number, p.name])).toEqual([
      [1, 'Playground'],
      [2, 'Bike lanes'],
      [3, 'Library hours'],
      [4, 'Street trees'],
    ]);
  });
});

describe('parsePaperBallot', () => {
  const id = (n: number) => projects[n - 1]!.id;

  it.each([
    [
      '3 1 4',
      false,
      [
        { subcategory_id: id(3), rank: 1 },
        { subcategory_id: id(1), rank: 2 },
        { subcategory_id: id(4), rank: 3 },
      ],
    ],
    [
      ' 2, 1 ',
      false,
      [
        { subcategory_id: id(2), rank: 1 },
        { subcategory_id: id(1), rank: 2 },
      ],
    ],
    [
      '4:60 2:40',
      true,
      [
        { subcategory_id: id(4), rank: 1, points: 60 },
        { subcategory_id: id(2), rank: 2, points: 40 },
      ],
    ],
  ])('reads %j as ranked items', (text, points, items) => {
    expect(parsePaperBallot(text, projects, points)).toEqual({ items, error: null });
  });

  it.each([
    ['', false, L.entryHelp],
    ['3 x', false, L.notANumber('x')],
    ['3 5', false, L.unknown(5)],
    ['0', false, L.unknown(0)],
    ['3 1 3', false, L.repeated(3)],
    ['3:10 1', true, L.pointsMissing(1)],
    ['3:10', false, L.pointsNotAllowed],
  ])('refuses %j', (text, points, error) => {
    expect(parsePaperBallot(text, projects, points)).toEqual({ items: null, error });
  });
});

describe('typedRanking', () => {
  it('writes a stored ballot back as the typed numbers, in rank order', () => {
    const id = (n: number) => projects[n - 1]!.id;
    expect(
      typedRanking(
        [
          { subcategory_id: id(1), rank: 2, points: null },
          { subcategory_id: id(3), rank: 1, points: null },
        ],
        projects,
      ),
    ).toBe('3 1');
    expect(typedRanking([{ subcategory_id: id(2), rank: 1, points: 5 }], projects)).toBe('2:5');
  });
});

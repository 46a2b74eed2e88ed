import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZQuestionHighlight, type TQuestionHighlight } from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { keepStyles } from '@/test/styles.ts';
import { QuestionHighlights } from './QuestionHighlights.tsx';
import { HIGHLIGHTS_LABELS as L } from './sections-labels.ts';

// These tests read computed styles (see src/test/styles.ts).
beforeAll(keepStyles);

/** Parsed by the API's own schema, so a change of shape fails here too. */
const HIGHLIGHTS: TQuestionHighlight[] = ZQuestionHighlight.array().parse([
  {
    id: 1,
    text: 'Where do you live?',
    kind: 'select',
    display_type: 'entry',
    answer_count: 4,
    options: [
      { value: 'north', label: 'North', count: 3, percentage: 75 },
      { value: 'south', label: 'South', count: 1, percentage: 25 },
    ],
    latest_answers: [],
  },
  {
    id: 2,
    text: 'Any ideas?',
    kind: 'textarea',
    display_type: 'exit',
    answer_count: 1,
    options: [],
    latest_answers: [{ value: 'More parks', created_at: '2026-11-20T12:00:00.000Z' }],
  },
]);

let answer: () => Response;
beforeEach(() => {
  signIn();
  answer = () => jsonResponse({ data: HIGHLIGHTS });
  mockFetch((url) =>
    url.pathname === '/v1/admin/budgets/7/questions/analytics' ? answer() : jsonResponse({}, 404),
  );
});

describe('question highlights', () => {
  it('shows a card per question: a bar per option with its count and percent, or the newest answers', async () => {
    renderAt(<QuestionHighlights budgetId={7} />);
    const entry = await screen.findByRole('region', { name: 'Where do you live?' });
    expect(within(entry).getByText(L.entry)).toBeTruthy();
    expect(within(entry).getByText(L.answers(4))).toBeTruthy();
    const options = within(entry).getAllByRole('listitem');
    expect(options.map((li) => li.textContent)).toEqual(['North3 (75%)', 'South1 (25%)']);
    const bars = within(entry).getAllByTestId('option-bar');
    expect(bars.map((bar) => getComputedStyle(bar).width)).toEqual(['75%', '25%']);

    const exit = screen.getByRole('region', { name: 'Any ideas?' });
    expect(within(exit).getByText(L.exit)).toBeTruthy();
    expect(within(exit).getByRole('listitem').textContent).toBe('More parks (Nov 20, 2026)');
  });

  it('says so when the highlights cannot be loaded', async () => {
    answer = () => jsonResponse({ message: 'Boom' }, 500);
    renderAt(<QuestionHighlights budgetId={7} />);
    expect(await screen.findByText(L.loadFailed)).toBeTruthy();
  });
});

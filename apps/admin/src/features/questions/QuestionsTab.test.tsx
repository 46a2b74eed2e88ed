import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QUESTION_LABELS as D,
  QUESTION_MESSAGES as M,
  STRUCTURE_MESSAGES,
  UPGRADE_TOOLTIP,
  type TCapabilities,
} from '@commonpurse/domain';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeQuestion, standardQuestions } from './fixtures.ts';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import QuestionsTab from './QuestionsTab.tsx';
import {
  capabilitiesWith,
  layOutRows,
  renderTab,
  type TFakeServerOptions,
} from '@/test/children-harness.tsx';

const budget = () =>
  makeView({
    id: 50,
    demographics: [
      ...standardQuestions(50, 1).slice(0, 2),
      makeQuestion({ id: 20, name: 'Which park do you visit most?', slug: 'park', display_order: 2 }),
      makeQuestion({
        id: 30,
        name: 'What is your e-mail address?',
        slug: 'email',
        type: 'email',
        display_type: 'entry',
        display_order: 0,
      }),
      makeQuestion({
        id: 31,
        name: 'Which neighbourhood do you live in?',
        slug: 'neighbourhood',
        display_type: 'entry',
        ask_on_exit: true,
        display_order: 1,
      }),
    ],
  });

const open = (view = budget(), options: { capabilities?: TCapabilities } & TFakeServerOptions = {}) =>
  renderTab(<QuestionsTab />, { view, ...options });

const table = (title: string) => screen.getByRole('region', { name: title });
/** Each body row of a table as [number, question]. */
const rowsOf = (title: string) =>
  within(table(title))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).queryAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? ''];
    });

/** The tooltip a control shows on hover (the one it is described by). */
async function tooltipOf(control: HTMLElement) {
  await userEvent.hover(control);
  return waitFor(() => {
    const tooltip = document.getElementById(control.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    return tooltip?.textContent;
  });
}

describe('the question tables', () => {
  it('lists entry questions, then repeats on exit first as disabled rows, numbering on', () => {
    open();
    expect(rowsOf(D.entryTable)).toEqual([
      ['1', 'What is your e-mail address?'],
      ['2', 'Which neighbourhood do you live in?'],
    ]);
    expect(rowsOf(D.exitTable)).toEqual([
      ['1', `Which neighbourhood do you live in?${L.repeatedChip}`],
      ['2', `What is your ZIP or postal code?${L.standardChip}`],
      ['3', `What is your age range?${L.standardChip}`],
      ['4', 'Which park do you visit most?'],
    ]);
    const repeated = screen.getByTestId('repeated-31');
    expect(within(repeated).queryByRole('button')).toBeNull();
    expect(
      within(repeated).getByRole('checkbox', { name: L.include('Which neighbourhood do you live in?') }),
    ).toHaveProperty('disabled', true);
    const headings = within(table(D.entryTable))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Order',
      'Question',
      'Type',
      'Include?',
      'Required?',
      'Repeat on Exit?',
      L.actions,
    ]);
    expect(within(table(D.entryTable)).getAllByRole('cell')[2]?.textContent).toBe('Email');
  });

  it('keeps standard questions from being edited or deleted, and says why', async () => {
    const { writes } = open();
    const edit = screen.getByRole('button', { name: L.edit('What is your age range?') });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(edit);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await tooltipOf(edit)).toBe(M.defaultNotEditable);
    const remove = screen.getByRole('button', { name: L.remove('What is your age range?') });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(remove);
    expect(writes()).toEqual([]);
  });

  it('says when a table is empty', () => {
    open(makeView({ id: 51, demographics: [] }));
    expect(within(table(D.entryTable)).getByText(M.noEntryQuestions)).toBeTruthy();
    expect(within(table(D.exitTable)).getByText(M.noExitQuestions)).toBeTruthy();
    expect(screen.queryByText(D.translationNote)).toBeNull();
  });
});

describe('the dialogs', () => {
  it('opens the create dialog of each table and the edit dialog of a custom question', async () => {
    open();
    await userEvent.click(within(table(D.entryTable)).getByRole('button', { name: D.createQuestion }));
    const entry = await screen.findByRole('dialog', { name: L.newTitle('entry') });
    expect(within(entry).getByRole('checkbox', { name: L.repeatFlag })).toBeTruthy();
    await userEvent.click(within(entry).getByRole('button', { name: L.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: L.edit('Which park do you visit most?') }));
    const edit = await screen.findByRole('dialog', { name: L.editTitle('exit') });
    expect(within(edit).getByRole('textbox', { name: L.questionText })).toHaveProperty(
      'value',
      'Which park do you visit most?',
    );
  });
});

describe('the flags', () => {
  it('saves Include? and leaves a left-out question not required', async () => {
    const view = budget();
    view.demographics = [makeQuestion({ id: 20, name: 'Which park do you visit most?', is_required: true })];
    const { writes, cachedQuestions } = open(view);
    const required = screen.getByRole('checkbox', { name: L.required('Which park do you visit most?') });
    expect(required).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: L.include('Which park do you visit most?') }));
    expect(required).toHaveProperty('checked', false);
    expect(required).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/50/demographics/20', body: { is_enabled: false } },
      ]),
    );
    await waitFor(() =>
      expect(cachedQuestions()[0]).toMatchObject({ is_enabled: false, is_required: false }),
    );
  });

  it('repeats an entry question on exit at the top of the exit table', async () => {
    const { writes } = open();
    await userEvent.click(screen.getByRole('checkbox', { name: L.repeat('What is your e-mail address?') }));
    await waitFor(() => expect(screen.getByTestId('repeated-30')).toBeTruthy());
    expect(rowsOf(D.exitTable).map(([n]) => n)).toEqual(['1', '2', '3', '4', '5']);
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/50/demographics/30', body: { ask_on_exit: true } },
    ]);
  });

  it('puts a refused flag back and says why', async () => {
    open(budget(), {
      refuse: {
        match: /PATCH .*demographics\/20$/,
        field: 'status',
        message: 'This simulation cannot be edited in its current status.',
      },
    });
    const include = screen.getByRole('checkbox', { name: L.include('Which park do you visit most?') });
    await userEvent.click(include);
    expect(await screen.findByText('This simulation cannot be edited in its current status.')).toBeTruthy();
    expect(include).toHaveProperty('checked', true);
  });
});

describe('deleting', () => {
  it('asks first, then deletes', async () => {
    const { writes, cachedQuestions } = open();
    await userEvent.click(screen.getByRole('button', { name: L.remove('Which park do you visit most?') }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
    await waitFor(() => expect(screen.queryByTestId('question-20')).toBeNull());
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/v1/admin/budgets/50/demographics/20', body: undefined },
    ]);
    expect(cachedQuestions().map((q) => q.id)).not.toContain(20);
  });

  it('keeps the question and shows the refusal', async () => {
    open(budget(), { refuse: { match: /DELETE/, message: M.defaultNotDeletable } });
    await userEvent.click(screen.getByRole('button', { name: L.remove('Which park do you visit most?') }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
    expect(await screen.findByText(M.defaultNotDeletable)).toBeTruthy();
    expect(screen.getByTestId('question-20')).toBeTruthy();
  });
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function moveWithKeyboard(handleName: string, key: 'ArrowUp' | 'ArrowDown') {
  screen.getByRole('button', { name: handleName }).focus();
  await userEvent.keyboard('[Space]');
  await settle();
  await userEvent.keyboard(`[${key}]`);
  await settle();
  await userEvent.keyboard('[Space]');
}

describe('ordering', () => {
  it('moves an exit question with the keyboard and saves the exit table order', async () => {
    const restore = layOutRows('[data-testid^="question-"], [data-testid^="repeated-"]');
    try {
      const { writes } = open();
      await moveWithKeyboard(L.drag('Which park do you visit most?'), 'ArrowUp');
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderSaved)).toBeTruthy();
      expect(rowsOf(D.exitTable).map(([, q]) => q)).toEqual([
        `Which neighbourhood do you live in?${L.repeatedChip}`,
        `What is your ZIP or postal code?${L.standardChip}`,
        'Which park do you visit most?',
        `What is your age range?${L.standardChip}`,
      ]);
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/v1/admin/budgets/50/demographics/set-order',
          body: { display_order: [1, 20, 2] },
        },
      ]);
    } finally {
      restore();
    }
  });

  it('keeps the old order when the server refuses', async () => {
    const restore = layOutRows('[data-testid^="question-"], [data-testid^="repeated-"]');
    try {
      open(budget(), { refuse: { match: /set-order/, status: 500, message: 'Server error.' } });
      await moveWithKeyboard(L.drag('What is your e-mail address?'), 'ArrowDown');
      expect(await screen.findByText(STRUCTURE_MESSAGES.orderNotSaved)).toBeTruthy();
      expect(rowsOf(D.entryTable).map(([, q]) => q)).toEqual([
        'What is your e-mail address?',
        'Which neighbourhood do you live in?',
      ]);
    } finally {
      restore();
    }
  });
});

describe('capabilities', () => {
  it('without custom questions: Create Question and editing are locked, flags and delete still work', async () => {
    const { writes } = open(budget(), { capabilities: capabilitiesWith({ custom_demographics: false }) });
    for (const title of [D.entryTable, D.exitTable]) {
      const create = within(table(title)).getByRole('button', { name: D.createQuestion });
      expect(create.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(create);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    const edit = screen.getByRole('button', { name: L.edit('Which park do you visit most?') });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(await tooltipOf(edit)).toBe(UPGRADE_TOOLTIP);
    expect(
      screen
        .getByRole('button', { name: L.remove('Which park do you visit most?') })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: L.include('Which park do you visit most?') }));
    await waitFor(() => expect(writes()).toHaveLength(1));
  });

  it('without custom entry questions: no entry table, unless entry questions exist (locked)', () => {
    const capabilities = capabilitiesWith({ custom_entry_questions: false });
    const { unmount } = open(makeView({ id: 52, demographics: standardQuestions(52) }), { capabilities });
    expect(screen.queryByRole('region', { name: D.entryTable })).toBeNull();
    expect(
      within(table(D.exitTable))
        .getByRole('button', { name: D.createQuestion })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    unmount();

    open(budget(), { capabilities });
    expect(
      within(table(D.entryTable))
        .getByRole('button', { name: D.createQuestion })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen
        .getByRole('button', { name: L.edit('What is your e-mail address?') })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen
        .getByRole('button', { name: L.edit('Which park do you visit most?') })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });
});

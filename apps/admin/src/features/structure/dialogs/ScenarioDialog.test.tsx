import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user } from '@/test/user.ts';
import { SCENARIO_MESSAGES as SM, STRUCTURE_DIALOG_TEXTS as T } from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import type { TItem } from '@/api/structure-items.ts';
import { DIALOG_LABELS as L } from './labels.ts';
import { ScenarioDialog, type TScenarioDialogProps } from './ScenarioDialog.tsx';
import { simulationParent } from '@/api/parent.ts';
import { renderInEditor } from './test-harness.tsx';
import { useRemoveScenario } from './useQuestionWriter.ts';

const question = {
  name: 'Library hours',
  description: 'Should the library open on Sundays?',
  allow_multiple: false,
  options: [
    { id: 1, title: 'Yes', value: 0, extra: null, details: null, default: true },
    { id: 2, title: 'No', value: -500, extra: 'Saves staff time', details: null, default: false },
  ],
};
const taxes = makeCategory({ id: 31, name: 'Taxes', type: 'revenue' }, [
  { id: 601, name: 'Levy', customized_question_json: null },
  { id: 602, name: 'Library levy', customized_question_json: question },
]);
const safety = makeCategory({ id: 11, name: 'Safety' }, [
  { id: 501, name: 'Police' },
  { id: 502, name: 'Fire' },
]);
const view = makeView({ id: 21, expenses: [safety], revenue: [taxes] });
const levy = taxes.subcategories[0] as TItem;
const libraryLevy = taxes.subcategories[1] as TItem;

type THandle = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;
const echoPatch =
  (item: TItem): THandle =>
  (_url, init) =>
    init.method === 'PATCH'
      ? jsonResponse({ data: { ...item, ...(JSON.parse(String(init.body)) as object) } })
      : undefined;

function open(
  props: Partial<TScenarioDialogProps> & { item: TItem },
  handle: THandle = echoPatch(props.item),
) {
  const onClose = vi.fn();
  const rendered = renderInEditor(
    <ScenarioDialog
      open
      onClose={onClose}
      parent={{ kind: 'simulation', id: 21 }}
      list="revenue"
      {...props}
    />,
    { view, handle },
  );
  return { ...rendered, onClose };
}

const dialog = () => screen.getAllByRole('dialog')[0]!;
const option = (n: number) => within(dialog()).getByRole('group', { name: L.option(n) });
/** Text whose value is checked, not its typing (the dollar differences are still typed key by key). */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const done = () => user.click(within(dialog()).getByRole('button', { name: L.done }));
const storedQuestion = (cached: () => ReturnType<ReturnType<typeof renderInEditor>['cached']>, id: number) =>
  cached()
    .revenue?.flatMap((c) => c.subcategories)
    .find((s) => s.id === id)?.customized_question_json;

describe('ScenarioDialog', () => {
  it('validates on Done with the spec messages', async () => {
    const { calls } = open({ item: levy });
    expect(screen.getByRole('dialog', { name: L.scenarioTitle('Levy') })).toBeTruthy();
    await done();
    const summary = () =>
      within(within(dialog()).getByText(L.scenarioProblems).parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(summary()).toEqual([
      SM.nameRequired,
      SM.questionRequired,
      SM.optionTextRequired,
      SM.dollarDifferenceRequired,
    ]);
    expect(within(option(1)).getByText(SM.optionTextRequired)).toBeTruthy();
    expect(within(dialog()).getByRole('textbox', { name: L.scenarioName }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    // The rules across options are checked once every field is filled.
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioName }), 'Levy');
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioQuestion }), 'Raise it?');
    await fill(within(option(1)).getByRole('textbox', { name: T.optionText }), 'Yes');
    await user.type(within(option(1)).getByRole('textbox', { name: L.dollarDifference }), '5');
    await user.click(within(option(1)).getByRole('checkbox', { name: T.selectedByDefault }));
    expect(summary()).toEqual([SM.defaultRequired]);
    await user.clear(within(dialog()).getByRole('textbox', { name: L.scenarioQuestion }));
    await user.click(within(dialog()).getByRole('textbox', { name: L.scenarioQuestion }));
    await user.paste('x'.repeat(1001));
    expect(within(dialog()).getAllByText(SM.questionTooLong).length).toBeGreaterThan(0);
    expect(calls('PATCH')).toEqual([]);
  });

  it('keeps one default without multiple selection, several with it, then saves the question', async () => {
    const { calls, cached, onClose } = open({ item: levy });
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioName }), 'Parks levy');
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioQuestion }), 'Add a parks levy?');
    await fill(within(option(1)).getByRole('textbox', { name: T.optionText }), 'Yes');
    await user.type(within(option(1)).getByRole('textbox', { name: L.dollarDifference }), '250');
    await user.click(within(dialog()).getByRole('button', { name: L.addOption }));
    await fill(within(option(2)).getByRole('textbox', { name: T.optionText }), 'No');
    await user.type(within(option(2)).getByRole('textbox', { name: L.dollarDifference }), '-25');
    await fill(within(option(2)).getByRole('textbox', { name: T.infoBubbleText }), 'Nothing changes');
    const defaultOf = (n: number) =>
      within(option(n)).getByRole('checkbox', { name: T.selectedByDefault }) as HTMLInputElement;
    await user.click(defaultOf(2));
    expect([defaultOf(1).checked, defaultOf(2).checked]).toEqual([false, true]);
    await user.click(within(dialog()).getByRole('switch', { name: L.allowMultiple }));
    await user.click(defaultOf(1));
    expect([defaultOf(1).checked, defaultOf(2).checked]).toEqual([true, true]);
    await done();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = {
      name: 'Parks levy',
      description: 'Add a parks levy?',
      allow_multiple: true,
      options: [
        { id: 1, title: 'Yes', value: 250, extra: null, details: null, default: true },
        { id: 2, title: 'No', value: -25, extra: 'Nothing changes', details: null, default: true },
      ],
    };
    expect(calls('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/21/revenue/31/subcategories/601',
        body: { customized_question_json: saved },
      },
    ]);
    expect(storedQuestion(cached, 601)).toEqual(saved);
  });

  it('explains why an option cannot be deleted', async () => {
    open({ item: levy, kind: 'dedicated' });
    const del = (n: number) => within(option(n)).getByRole('button', { name: L.deleteOption(n) });
    const reason = (n: number) =>
      document.getElementById(del(n).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(del(1).getAttribute('aria-disabled')).toBe('true');
    await user.hover(del(1));
    expect((await screen.findByRole('tooltip')).textContent).toBe(L.optionOnly);
    await user.click(within(dialog()).getByRole('button', { name: L.addOption }));
    await user.click(within(dialog()).getByRole('button', { name: L.addOption }));
    await user.hover(del(1));
    await waitFor(() => expect(reason(1)).toBe(L.optionDefault));
    await user.click(within(option(2)).getByRole('button', { name: T.addSpendingSubcategory }));
    await user.hover(del(2));
    await waitFor(() => expect(reason(2)).toBe(L.optionLinked));
    expect(del(3).getAttribute('aria-disabled')).toBeNull();
    await user.click(del(3));
    expect(within(dialog()).queryByRole('group', { name: L.option(3) })).toBeNull();
  });

  it('links dedicated-funds options to spending subcategories, once each', async () => {
    const { calls, onClose } = open({ item: levy, kind: 'dedicated' });
    expect(screen.getByRole('dialog', { name: L.dedicatedTitle('Levy') })).toBeTruthy();
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioName }), 'Safety levy');
    await fill(within(dialog()).getByRole('textbox', { name: L.scenarioQuestion }), 'Fund safety?');
    await fill(within(option(1)).getByRole('textbox', { name: T.optionText }), 'Yes');
    await user.type(within(option(1)).getByRole('textbox', { name: L.dollarDifference }), '100');
    expect(within(option(1)).getByRole('heading', { name: T.impactToSpending })).toBeTruthy();
    await user.click(within(option(1)).getByRole('button', { name: T.addSpendingSubcategory }));
    await done();
    expect(within(option(1)).getByText(SM.linkSubcategoryRequired)).toBeTruthy();

    await user.click(within(option(1)).getByRole('combobox', { name: L.spendingSubcategory(1) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Police (Safety)',
      'Fire (Safety)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Police (Safety)' }));
    await user.click(within(option(1)).getByRole('button', { name: T.addSpendingSubcategory }));
    await user.click(within(option(1)).getByRole('combobox', { name: L.spendingSubcategory(2) }));
    await user.click(screen.getByRole('option', { name: 'Police (Safety)' }));
    expect(within(option(1)).getByText(SM.linkSubcategoryRepeated)).toBeTruthy();
    await user.click(within(option(1)).getByRole('combobox', { name: L.spendingSubcategory(2) }));
    await user.click(screen.getByRole('option', { name: 'Fire (Safety)' }));
    await done();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')[0]?.body).toEqual({
      customized_question_json: {
        type: 'dedicated',
        name: 'Safety levy',
        description: 'Fund safety?',
        allow_multiple: false,
        options: [
          {
            id: 1,
            title: 'Yes',
            value: 100,
            extra: null,
            details: null,
            default: true,
            links: [
              { id: 1, budget_subcategory_id: 501, option_id: 1 },
              { id: 2, budget_subcategory_id: 502, option_id: 1 },
            ],
          },
        ],
      },
    });
  });

  it('shows the new question at once and restores the previous one when the save fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { cached, onClose } = open({ item: libraryLevy }, (_url, init) =>
      init.method === 'PATCH' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    expect((within(dialog()).getByRole('textbox', { name: L.scenarioName }) as HTMLInputElement).value).toBe(
      'Library hours',
    );
    await user.type(within(dialog()).getByRole('textbox', { name: L.scenarioName }), ' (weekends)');
    await done();
    await waitFor(() =>
      expect(storedQuestion(cached, 602)).toMatchObject({ name: 'Library hours (weekends)' }),
    );
    answer(jsonResponse({ message: 'Server error.' }, 500));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Server error.');
    expect(storedQuestion(cached, 602)).toEqual(question);
    // The draft stays for another try.
    expect((within(dialog()).getByRole('textbox', { name: L.scenarioName }) as HTMLInputElement).value).toBe(
      'Library hours (weekends)',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('discards the draft on Cancel', async () => {
    const { calls, onClose } = open({ item: libraryLevy });
    await user.clear(within(dialog()).getByRole('textbox', { name: L.scenarioName }));
    await user.click(within(dialog()).getByRole('button', { name: L.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(calls('PATCH')).toEqual([]);
  });

  it('removes the question with customized_question_json null, saying so when it fails', async () => {
    let fail = true;
    const { calls, cached, onClose } = open({ item: libraryLevy }, (_url, init) =>
      init.method === 'PATCH'
        ? fail
          ? jsonResponse({ message: 'Server error.' }, 500)
          : jsonResponse({ data: { ...libraryLevy, customized_question_json: null } })
        : undefined,
    );
    const remove = async () => {
      await user.click(within(dialog()).getByRole('button', { name: L.removeScenario }));
      const confirm = screen.getByRole('dialog', { name: L.removeScenarioTitle });
      await user.click(within(confirm).getByRole('button', { name: L.removeScenarioConfirm }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: L.removeScenarioTitle })).toBeNull());
    };
    await remove();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      `${SM.deleteFailed}: Server error.`,
    );
    expect(storedQuestion(cached, 602)).toEqual(question);
    fail = false;
    await remove();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH').map((c) => c.body)).toEqual([
      { customized_question_json: null },
      { customized_question_json: null },
    ]);
    expect(storedQuestion(cached, 602)).toBeNull();
  });
});

function RemoveButton({ item }: { item: TItem }) {
  const remove = useRemoveScenario(simulationParent(21), 'revenue');
  const [result, setResult] = useState<string | null | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => void remove(item).then(setResult)}>
        remove
      </button>
      <output>{result === undefined ? 'waiting' : (result ?? 'removed')}</output>
    </>
  );
}

describe('useRemoveScenario', () => {
  it('answers the failure message, or null once removed', async () => {
    let fail = true;
    renderInEditor(<RemoveButton item={libraryLevy} />, {
      view,
      handle: (_url, init) =>
        init.method === 'PATCH'
          ? fail
            ? jsonResponse({ message: 'Server error.' }, 500)
            : jsonResponse({ data: { ...libraryLevy, customized_question_json: null } })
          : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByText(`${SM.deleteFailed}: Server error.`)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByText('removed')).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user, userPickingAnyFile } from '@/test/user.ts';
import {
  DEFAULT_GOAL_MESSAGE,
  SIMULATION_MESSAGES as M,
  SLUG_MESSAGES,
  PB_TEXT_TOKENS,
  textTokensFor,
  type TCapabilities,
  type TSimulationView,
} from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { AsUser } from '@/test/current-user.tsx';
import { desktopViewport, jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi, type TMockApi } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { capabilities, renderTab } from '@/test/tab-harness.tsx';
import { GENERAL_LABELS as L, OPTION_LABELS, TEXT_LABELS } from '../../labels.ts';
import GeneralTab from './GeneralTab.tsx';
import { checkSlug } from './SlugField.tsx';
import { publicBase } from '@/editor-kit/SlugInput.tsx';
import { headerImageProblem } from './HeaderImage.tsx';
import { visibleOptions } from './options.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

/** PATCH answers echo the body onto the simulation, after the test's own `handle`. */
const echoPatches =
  (view: TSimulationView, handle: TMockApi['handle']): TMockApi['handle'] =>
  async (url, init) =>
    (await handle?.(url, init)) ??
    (init.method === 'PATCH' && url.pathname === `/v1/admin/budgets/${view.id}`
      ? jsonResponse({ data: { ...view, ...(bodyOf(init) as object) } })
      : undefined);

const patchesOf = (fetch: ReturnType<typeof mockFetch>) => () =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => bodyOf(init));

/**
 * Opens the General tab of `view` inside the editor's providers and saver (tab-harness), not the whole
 * console: the tab is the editor's first, opened at its route in 'refetches the simulation' below.
 */
function openGeneral(
  view: TSimulationView,
  { handle, caps }: { handle?: TMockApi['handle']; caps?: TCapabilities } = {},
) {
  const rendered = renderTab(
    <AsUser>
      <GeneralTab />
    </AsUser>,
    { view, handle: echoPatches(view, handle), caps },
  );
  // renderTab answers through mockFetch: the stubbed fetch is its mock.
  const fetch = globalThis.fetch as ReturnType<typeof mockFetch>;
  return { fetch, patches: patchesOf(fetch), ...rendered };
}

/** The General tab where the console opens it: the simulation's editor at /simulations/{id}. */
async function openGeneralInConsole(view: TSimulationView) {
  const fetch = mockSimulationApi({ views: [view], handle: echoPatches(view, undefined) });
  renderConsoleAt(`/simulations/${view.id}`);
  await screen.findByRole('heading', { name: L.sections.basics });
  return { fetch, patches: patchesOf(fetch) };
}

const sim = makeView({ id: 21, name: 'Budget 2027', slug: null, public_url: null, preview_url: null });

describe('URL (slug)', () => {
  it('checks the rules as typed, then availability with the server, then saves', async () => {
    const { fetch, patches } = openGeneral(sim, {
      handle: (url) =>
        url.pathname === '/v1/admin/validate-subdomain-slug'
          ? url.searchParams.get('slug') === 'taken'
            ? jsonResponse(
                { message: 'The given data was invalid.', errors: { slug: [SLUG_MESSAGES.taken] } },
                422,
              )
            : jsonResponse({ status: 'success' })
          : undefined,
    });
    const field = screen.getByRole('textbox', { name: L.slug });
    await user.type(field, 'my url');
    expect(screen.getByText(SLUG_MESSAGES.noSpaces)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'my/url');
    expect(screen.getByText(SLUG_MESSAGES.invalidCharacters)).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'taken');
    await user.tab();
    expect(await screen.findByText(SLUG_MESSAGES.taken)).toBeTruthy();
    expect(patches()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'budget-2027{Enter}');
    await waitFor(() => expect(patches()).toEqual([{ slug: 'budget-2027' }]));
    const check = fetch.mock.calls.find(([u]) => String(u).includes('slug=budget-2027'));
    expect(String(check?.[0])).toBe('/v1/admin/validate-subdomain-slug?slug=budget-2027&budget_id=21');
  });

  it('cannot be set by a trial client, nor changed after activation', async () => {
    const { unmount } = openGeneral(sim, { caps: capabilities({ is_trial: true }) });
    const field = screen.getByRole('textbox', { name: L.slug }) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(screen.getByText(M.trialCannotSetUrl)).toBeTruthy();
    unmount();

    openGeneral({ ...sim, status: 'active', slug: 'live', activated_at: '2026-01-01T00:00:00Z' });
    expect((screen.getByRole('textbox', { name: L.slug }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(M.slugLocked)).toBeTruthy();
  });

  it('answers the rule, the server refusal or nothing', async () => {
    const fetch = mockFetch((url) =>
      url.searchParams.get('slug') === 'taken'
        ? jsonResponse(
            { message: 'The given data was invalid.', errors: { slug: [SLUG_MESSAGES.taken] } },
            422,
          )
        : jsonResponse({ status: 'success' }),
    );
    expect(await checkSlug('', 1)).toBe(SLUG_MESSAGES.required);
    expect(await checkSlug('a'.repeat(251), 1)).toBe(SLUG_MESSAGES.tooLong);
    expect(await checkSlug('ok-but_no$', 1)).toBe(SLUG_MESSAGES.invalidCharacters);
    expect(fetch).not.toHaveBeenCalled();
    expect(await checkSlug('taken', 1)).toBe(SLUG_MESSAGES.taken);
    expect(await checkSlug('free_one-2', 1)).toBeNull();
  });

  it('builds the public address from the server URL, else the default host layout', () => {
    const here = { protocol: 'https:', host: 'admin.example' };
    expect(publicBase('https://riverton.pub.example/budget', 'budget', 'riverton', here)).toBe(
      'https://riverton.pub.example/',
    );
    expect(publicBase(null, null, 'riverton', here)).toBe('https://riverton.admin.example/');
  });
});

describe('General tab fields', () => {
  it('cleans the redirection URL when leaving it, then saves it', async () => {
    const { patches } = openGeneral(sim);
    const field = screen.getByRole('textbox', { name: L.redirectUrl }) as HTMLInputElement;
    // Cleaned on leaving, not per key: pasted, so its braces need no escaping either.
    await user.click(field);
    await user.paste('survey.example/thanks?u={USER_ID} "x"');
    await user.tab();
    expect(field.value).toBe('https://survey.example/thanks?u={USER_ID}x');
    await waitFor(() =>
      expect(patches()).toEqual([{ submission_redirect_url: 'https://survey.example/thanks?u={USER_ID}x' }]),
    );
  });

  it('hides the redirection URL without survey redirects', async () => {
    openGeneral(sim, { caps: capabilities({ survey_redirects: false }) });
    expect(screen.queryByRole('textbox', { name: L.redirectUrl })).toBeNull();
  });

  it('maps the spending chart choice to the two chart flags', async () => {
    const { patches } = openGeneral({
      ...sim,
      is_expense_chart_enabled: false,
      is_expense_bar_chart_enabled: true,
    });
    const select = screen.getByRole('combobox', { name: L.expenseChart });
    expect(select.textContent).toBe('Bar');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Pie (doughnut)' }));
    await waitFor(() =>
      expect(patches()).toEqual([{ is_expense_chart_enabled: true, is_expense_bar_chart_enabled: false }]),
    );
    await user.click(screen.getByRole('combobox', { name: L.expenseChart }));
    await user.click(screen.getByRole('option', { name: 'None' }));
    await waitFor(() =>
      expect(patches()[1]).toEqual({ is_expense_chart_enabled: false, is_expense_bar_chart_enabled: false }),
    );
  });

  it('strips the adjustment to a number and shows server field errors under the field', async () => {
    let refuse = false;
    const { patches } = openGeneral(sim, {
      handle: (_url, init) =>
        init.method === 'PATCH' && refuse
          ? jsonResponse(
              { message: 'The given data was invalid.', errors: { adjustment: ['Too much.'] } },
              422,
            )
          : undefined,
    });
    const field = screen.getByRole('textbox', { name: L.adjustment(false) }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '$1,250.50{Enter}');
    await waitFor(() => expect(patches()).toEqual([{ adjustment: 1250.5 }]));
    expect(field.value).toBe('1250.5');
    refuse = true;
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(await screen.findByText('Too much.')).toBeTruthy();
  });

  it('saves a switch on change and gates the integration options by capability', async () => {
    const { patches } = openGeneral(sim);
    expect(screen.queryByRole('switch', { name: OPTION_LABELS.use_meta_pixel })).toBeNull();
    expect(screen.queryByRole('switch', { name: OPTION_LABELS.use_google_translate })).toBeNull();
    expect(screen.getByRole('switch', { name: OPTION_LABELS.is_polco_feed_promoted })).toBeTruthy();
    const averages = screen.getByRole('switch', { name: OPTION_LABELS.show_submission_averages });
    expect(
      within(averages.closest('div')!.parentElement!.parentElement!).getByText(L.averagesNote),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: OPTION_LABELS.is_commenting_enabled }));
    await waitFor(() => expect(patches()).toEqual([{ is_commenting_enabled: true }]));
  });

  it('refetches the simulation after the language changes', async () => {
    const { fetch, patches } = await openGeneralInConsole(sim);
    const loads = () =>
      fetch.mock.calls.filter(
        ([u, init]) => String(u).startsWith('/v1/admin/budgets/21?') && init?.method === 'GET',
      );
    expect(loads()).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: L.locale }));
    await user.click(screen.getByRole('option', { name: 'French' }));
    await waitFor(() => expect(patches()).toEqual([{ locale: 'fr' }]));
    await waitFor(() => expect(loads()).toHaveLength(2), { timeout: 3_500 });
  });

  it('shows the prioritization fields', async () => {
    openGeneral({ ...sim, is_pb: true });
    expect(screen.getByRole('textbox', { name: L.adjustment(true) })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: L.pbViewMode }).textContent).toBe('Small Tiles');
    expect(screen.queryByRole('combobox', { name: L.expenseChart })).toBeNull();
    expect(screen.getByRole('textbox', { name: L.goalMessage }).getAttribute('placeholder')).toBe(
      DEFAULT_GOAL_MESSAGE,
    );
    expect(screen.queryByRole('switch', { name: OPTION_LABELS.is_revenue_chart_enabled })).toBeNull();
    const texts = screen.getByRole('heading', { name: L.sections.texts }).closest('section')!;
    expect(within(texts).getAllByRole('row')).toHaveLength(PB_TEXT_TOKENS.length + 1);
  });

  it('edits and deletes a custom text', async () => {
    const view = { ...sim, strings: [{ id: 5, token: 'submit', content: 'Send it' }] };
    const { fetch } = openGeneral(view, {
      handle: (url, init) => {
        if (url.pathname === '/v1/admin/budgets/21/strings' && init.method === 'POST') {
          return jsonResponse({ data: { id: 6, ...(bodyOf(init) as object) } });
        }
        if (url.pathname === '/v1/admin/budgets/21/strings/5' && init.method === 'DELETE') {
          return jsonResponse({ meta: { status: 'deleted' } });
        }
        return undefined;
      },
    });
    const texts = screen.getByRole('heading', { name: L.sections.texts }).closest('section')!;
    expect(within(texts).getAllByRole('row')).toHaveLength(textTokensFor(false).length + 1);
    await user.click(within(texts).getByRole('button', { name: TEXT_LABELS.edit('entry_title') }));
    const dialog = await screen.findByRole('dialog', { name: TEXT_LABELS.dialogTitle('entry_title') });
    await user.click(within(dialog).getByRole('textbox', { name: TEXT_LABELS.field }));
    await user.paste('Balance Riverton');
    await user.click(within(dialog).getByRole('button', { name: TEXT_LABELS.save }));
    expect(await within(texts).findByText('Balance Riverton')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ token: 'entry_title', content: 'Balance Riverton' });

    await user.click(within(texts).getByRole('button', { name: TEXT_LABELS.remove('submit') }));
    await waitFor(() => expect(within(texts).queryByText('Send it')).toBeNull());
  });

  it('checks a header image before uploading and copies its URL', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { fetch } = openGeneral({ ...sim, header_image_url: 'https://files.example/header.png' });
    expect(screen.getByRole('img', { name: L.headerImageAlt }).getAttribute('src')).toBe(
      'https://files.example/header.png',
    );
    await user.click(screen.getByRole('button', { name: L.copyUrl }));
    expect(writeText).toHaveBeenCalledWith('https://files.example/header.png');
    expect(await screen.findByText(M.headerImageCopied)).toBeTruthy();

    const input = screen.getByLabelText(L.uploadImage, { selector: 'input' });
    await userPickingAnyFile.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(M.imageTypeInvalid)).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/header-image'))).toBe(false);
  });
});

describe('General tab rules', () => {
  it('checks header images by extension and size', () => {
    expect(headerImageProblem({ name: 'a.PNG', size: 10 })).toBeNull();
    expect(headerImageProblem({ name: 'a.webp', size: 10 })).toBe(M.imageTypeInvalid);
    expect(headerImageProblem({ name: 'a.gif', size: 20 * 1024 * 1024 + 1 })).toBe(M.imageTooLarge);
    expect(headerImageProblem({ name: 'a.jpeg', size: 20 * 1024 * 1024 })).toBeNull();
  });

  it('offers options by kind and capability', () => {
    const none = {
      meta_pixel: false,
      google_translate: false,
      polco_feed_promotion: false,
      is_meeting_mode_enabled: false,
      is_custom_location_maps_enabled: false,
    };
    const simOptions = visibleOptions(false, none);
    expect(simOptions).toContain('is_revenue_chart_enabled');
    expect(simOptions).not.toContain('use_meta_pixel');
    expect(simOptions).not.toContain('allow_adhoc_meeting_creation');
    expect(visibleOptions(false, { ...none, meta_pixel: true, google_translate: true })).toEqual(
      expect.arrayContaining(['use_meta_pixel', 'use_google_translate']),
    );
    const pbOptions = visibleOptions(true, { ...none, is_meeting_mode_enabled: true });
    expect(pbOptions).not.toContain('is_revenue_chart_enabled');
    expect(pbOptions).not.toContain('allow_adhoc_meeting_creation');
    expect(pbOptions).toContain('is_commenting_enabled');
  });
});

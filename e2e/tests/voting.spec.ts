import type { TBallotVerification, TSimulationView } from '@commonpurse/domain';
import { BALLOT_MESSAGES, type TPublicSimulation } from '@commonpurse/domain/public';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { adminApi } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { newMailTo, outboxSnapshot } from '../support/outbox.ts';

// The demo's Active prioritization from a resident's ballot to published results: a resident chooses
// within the funds, reorders by keyboard and gets a receipt code; staff enter a paper ballot by keyboard,
// close voting and publish by the Method of Equal Shares; the public address then shows the results, the
// MES rounds, and that the resident's ballot was counted. This file runs last (alphabetical order): it
// leaves the demo prioritization Inactive.

const PAGE = '/s/demo/parks-2027';
const TITLE = 'Riverton Parks & Streets 2027';
const RECEIPT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const choose = (page: Page, project: string) => page.getByRole('checkbox', { name: `Choose ${project}` });

/** The projects of the ranking list, top to bottom (each row's name without its "Rank n of m: " prefix). */
const rankedNames = (page: Page) =>
  page
    .locator('.rank-list .rank-name')
    .evaluateAll((names) =>
      names.map((name) => (name.textContent ?? '').replace(/^Rank \d+ of \d+: /, '').trim()),
    );

/** A two-project prioritization of the demo client, Active, verifying voters the given way. */
async function makePrioritization(
  request: APIRequestContext,
  accessToken: string,
  verification: TBallotVerification,
): Promise<number> {
  const api = adminApi(request, accessToken);
  const headers = { authorization: `Bearer ${accessToken}` };
  const id = await api.createSimulation({ name: `E2E Vote by ${verification}`, is_pb: true });
  const view = (await (
    await request.get(`/v1/admin/budgets/${id}?include=expenses`, { headers })
  ).json()) as { data: TSimulationView };
  const categoryId = view.data.expenses?.[0]?.id;
  for (const [name, amount] of [
    ['Library Roof', 300_000],
    ['Bus Shelters', 120_000],
  ] as const) {
    const made = await request.post(`/v1/admin/budgets/${id}/expenses/${categoryId}/subcategories`, {
      headers,
      data: { name, amount },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }
  await api.patchSimulation(id, {
    slug: `e2e-vote-${verification.replace('_', '-')}`,
    adjustment: 400_000,
    ballot_verification: verification,
  });
  await api.patchSimulation(id, { status: 'active' });
  return id;
}

/** Opens a ballot, chooses the library roof and goes to the review (with the voter check). */
async function chooseAndReview(page: Page, slug: string) {
  await page.goto(`/s/demo/${slug}`);
  const start = page.getByRole('button', { name: 'Get Started' });
  const projects = page.getByRole('heading', { name: 'Projects', exact: true });
  await expect(start.or(projects)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await page.getByRole('checkbox', { name: 'Choose Library Roof' }).check();
  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm that you are a voter' })).toBeVisible();
}

/** Sends the reviewed ballot (through the exit questions when there are any); returns the receipt screen. */
async function sendBallot(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  const finish = page.getByRole('button', { name: 'Finish' });
  const done = page.getByRole('heading', { level: 1, name: 'Your ballot is in' });
  await expect(finish.or(done)).toBeVisible();
  if (await finish.isVisible()) await finish.click();
  await expect(done).toBeVisible();
}

test('voters prove themselves by an e-mailed code (a second ballot replaces the first) or a one-time voter code (used once); every screen passes axe', async ({
  browser,
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const tokens = await signIn();
  const byEmail = await makePrioritization(request, tokens.access_token, 'email');
  const byCode = await makePrioritization(request, tokens.access_token, 'voter_code');

  // E-mail: the three views of the projects, then the code from the outbox (a wrong one first).
  await page.goto('/s/demo/e2e-vote-email');
  const start = page.getByRole('button', { name: 'Get Started' });
  if (await start.isVisible()) await start.click();
  for (const view of ['Large tiles', 'List', 'Small tiles']) {
    await page.getByRole('radio', { name: view }).check();
    expect(await seriousViolations(page)).toEqual([]);
  }
  const emailBallot = async (voter: Page, replaces: boolean) => {
    await chooseAndReview(voter, 'e2e-vote-email');
    const before = await outboxSnapshot();
    await voter.getByRole('textbox', { name: 'E-mail address' }).fill('voter@riverton.example');
    await voter.getByRole('button', { name: 'Send me a code' }).click();
    const code = /\b(\d{6})\b/.exec((await newMailTo('voter@riverton.example', before)).subject)?.[1];
    expect(code).toBeTruthy();
    const field = voter.getByRole('textbox', { name: 'Code from the e-mail' });
    if (!replaces) {
      await field.fill(code === '000000' ? '111111' : '000000');
      await voter.getByRole('button', { name: 'Verify' }).click();
      await expect(voter.getByText(BALLOT_MESSAGES.emailCodeWrong)).toBeVisible();
      expect(await seriousViolations(voter)).toEqual([]);
    }
    await field.fill(code!);
    await voter.getByRole('button', { name: 'Verify' }).click();
    await expect(voter.getByText('Verified: voter@riverton.example')).toBeVisible();
    if (replaces)
      await expect(
        voter.getByText('This e-mail address has already voted. A new ballot will replace the earlier one.'),
      ).toBeVisible();
    expect(await seriousViolations(voter)).toEqual([]);
    await sendBallot(voter);
    if (replaces)
      await expect(
        voter.getByText('This ballot replaced your earlier ballot. Only this one will be counted.'),
      ).toBeVisible();
  };
  await emailBallot(page, false);
  const otherBrowser = await (await browser.newContext()).newPage();
  await emailBallot(otherBrowser, true);

  // A one-time voter code: a wrong one is refused, the right one votes, and it cannot vote again.
  const generated = await request.post(`/v1/admin/budgets/${byCode}/voter-codes`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    data: { count: 1, batch: 'E2E' },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const voterCode = ((await generated.json()) as { data: { code: string }[] }).data[0]!.code;
  const codeBallot = async (voter: Page) => {
    await chooseAndReview(voter, 'e2e-vote-voter-code');
    await voter.getByRole('textbox', { name: 'Voter code' }).fill(voterCode.toLowerCase());
    await voter.getByRole('button', { name: 'Check code' }).click();
  };
  await codeBallot(page);
  await expect(page.getByText('Voter code accepted.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await sendBallot(page);
  expect(await seriousViolations(page)).toEqual([]);
  const again = await (await browser.newContext()).newPage();
  await codeBallot(again);
  await expect(again.getByText(BALLOT_MESSAGES.voterCodeUsed)).toBeVisible();
  expect(await seriousViolations(again)).toEqual([]);

  const api = adminApi(request, tokens.access_token);
  for (const id of [byEmail, byCode]) await api.patchSimulation(id, { status: 'inactive' });
});

test('a resident votes within the funds and ranks by keyboard; staff enter a paper ballot and publish MES results residents can check', async ({
  browser,
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const sim = (await (await request.get('/v1/public/sites/demo/budgets/parks-2027')).json()) as {
    data: TPublicSimulation;
  };
  const budgetId = sim.data.id;
  // Earlier specs (pb-results) vote here too: this test adds two ballots to what it finds.
  const tokens = await signIn();
  const counted = await request.get(`/v1/admin/budgets/${budgetId}/results`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const ballotsAfter = ((await counted.json()) as { data: { ballots: number } }).data.ballots + 2;

  // The resident's ballot.
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose the Projects' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, 'Riverside Playground Renewal').check();
  await choose(page, 'Oak Street Protected Bike Lane').check();
  // $770,000 of $1,000,000 chosen: the $250,000 splash pad no longer fits, and says so in words.
  await expect(page.getByText('Costs more than the $230,000 left').first()).toBeVisible();
  await expect(choose(page, 'Splash Pad at Lincoln Park')).toHaveAttribute('aria-disabled', 'true');
  await choose(page, 'Safe Routes to School Crosswalks').check();
  await expect(page.getByText('$950,000 of $1,000,000').first()).toBeVisible();

  // Reordering by keyboard: the Up button, then dnd-kit's keyboard sensor on a drag handle.
  await page.getByRole('button', { name: 'Move Safe Routes to School Crosswalks up' }).press('Enter');
  await expect(page.getByText('Safe Routes to School Crosswalks moved to rank 2 of 3.')).toBeAttached();
  const handle = page.getByRole('button', {
    name: 'Drag Safe Routes to School Crosswalks to change its rank',
  });
  await handle.focus();
  // dnd-kit measures the rows once a drag starts: each key waits for the drag's announcement.
  await page.keyboard.press(' ');
  await expect(page.getByText('Safe Routes to School Crosswalks is over rank 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Safe Routes to School Crosswalks is over rank 1 of 3.')).toBeAttached();
  await page.keyboard.press(' ');
  await expect
    .poll(() => rankedNames(page))
    .toEqual([
      'Safe Routes to School Crosswalks',
      'Riverside Playground Renewal',
      'Oak Street Protected Bike Lane',
    ]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your ballot' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your ballot is in' })).toBeVisible();
  const receipt = ((await page.locator('.receipt-code').textContent()) ?? '').trim();
  expect(receipt).toMatch(RECEIPT);
  expect(await seriousViolations(page)).toEqual([]);

  // Staff enter a paper ballot by keyboard: projects 4 then 2 (numbers in display order).
  await page.goto(`/pb/${budgetId}`);
  await page.getByRole('tab', { name: 'Voting' }).click();
  const entry = page.getByRole('textbox', { name: 'Project numbers in rank order' });
  await entry.fill('4 2');
  await entry.press('Enter');
  await expect(page.getByText(/^Paper ballot saved\. Receipt code [0-9A-Z]{4}-[0-9A-Z]{4}\.$/)).toBeVisible();
  await expect(entry).toHaveValue('');
  await expect(entry).toBeFocused();

  // Voting closes; staff publish by the Method of Equal Shares.
  await adminApi(request, tokens.access_token).patchSimulation(budgetId, { status: 'inactive' });
  await page.reload();
  await page.getByRole('radio', { name: 'Method of Equal Shares' }).check();
  await page.getByRole('button', { name: 'Publish results' }).click();
  await expect(page.getByText('Results published.')).toBeVisible();
  await expect(page.getByText('How the Method of Equal Shares funded the projects')).toBeVisible();

  // The pabulib export holds both ballots (and those it found), in rank order.
  const pb = await request.get(`/v1/admin/budgets/${budgetId}/ballots/export?format=pabulib`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(pb.ok()).toBe(true);
  expect(await pb.text()).toMatch(new RegExp(`num_votes;${ballotsAfter}\\b`));

  // The public address shows the results, the rounds in words, and the resident's ballot as counted.
  // The resident comes back later: a fresh browser context (page data is cached for 30 s).
  const later = await (await browser.newContext()).newPage();
  await later.goto(PAGE);
  await expect(later.getByRole('heading', { level: 1, name: `${TITLE}: Results` })).toBeVisible();
  await expect(later.getByText(`${ballotsAfter} ballots counted`, { exact: false })).toBeVisible();
  await expect(later.getByRole('heading', { name: 'How the Method of Equal Shares decided' })).toBeVisible();
  await expect(
    later.getByText(/^Round 1: .+ was paid by its \d+ supporters?, \$[\d,.]+ each\.$/),
  ).toBeVisible();
  await later.getByRole('textbox', { name: 'Receipt code' }).fill(receipt);
  await later.getByRole('button', { name: 'Check' }).click();
  await expect(later.getByText('Your ballot was counted in these results.')).toBeVisible();
  expect(await seriousViolations(later)).toEqual([]);
});

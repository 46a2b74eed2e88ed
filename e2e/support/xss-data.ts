import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { XSS_PAYLOADS } from './xss-payloads.ts';

/**
 * The XSS spec's data (decision 0559): every field a page renders, filled with payloads of the corpus
 * through the admin and public APIs as staff and residents would, in bulk (one simulation holds every
 * payload as an item name). `fields` lists each field filled, for the spec's count.
 */
export interface TXssData {
  simulation: { id: number; slug: string; categoryId: number; itemId: number };
  pb: { id: number; slug: string };
  receipt: { id: number; slug: string };
  meetingId: number;
  fields: Set<string>;
  /** Plain-text payloads each page must show (proof that it rendered the data it is checked on). */
  shown: Record<
    | 'simulation'
    | 'revenueCategory'
    | 'category'
    | 'item'
    | 'question'
    | 'impact'
    | 'meeting'
    | 'pb'
    | 'project'
    | 'receipt'
    | 'receiptItem'
    | 'client'
    | 'user',
    string
  >;
  restore(): Promise<void>;
}

const count = XSS_PAYLOADS.length;
/** The payload at a position, the corpus read round and round. */
const at = (i: number) => XSS_PAYLOADS[i % count]!.payload;
/** Payloads from a position on, joined, as long as they fit `max` characters. */
function joined(from: number, max: number): string {
  let text = '';
  for (let i = from; i < from + count; i += 1) {
    const next = text === '' ? at(i) : `${text}\n${at(i)}`;
    if (next.length > max) break;
    text = next;
  }
  return text;
}
/** A payload of `min`-`max` characters, the first such from a position on. */
function fitting(from: number, max: number, min = 2): string {
  for (let i = from; i < from + count; i += 1)
    if (at(i).length <= max && at(i).trim().length >= min) return at(i);
  throw new Error(`no payload of ${min}-${max} characters`);
}

/** A square around Riverton's stand-in point, for an item's map shape. */
const square = (n: number) => {
  const [x, y] = [-123.09 + (n % 5) * 0.01, 44.05 + Math.floor(n / 5) * 0.01];
  const ring = [
    [x, y],
    [x + 0.008, y],
    [x + 0.008, y + 0.008],
    [x, y + 0.008],
    [x, y],
  ];
  return JSON.stringify({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [ring] },
  });
};

/** A 1x1 PNG: the client's logo, so its outbound link is rendered. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function createXssData(request: APIRequestContext, accessToken: string): Promise<TXssData> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const fields = new Set<string>();
  const call = async <T = { data: { id: number } }>(
    method: 'get' | 'post' | 'patch' | 'put' | 'delete',
    url: string,
    data?: object,
    filled: string[] = [],
  ): Promise<T> => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    for (const field of filled) fields.add(field);
    return (await response.json()) as T;
  };
  const idOf = async (method: 'post' | 'patch', url: string, data: object, filled: string[]) =>
    (await call(method, url, data, filled)).data.id;

  // The simulation: its own texts, then every payload as an item name.
  const simSlug = 'xss-simulation';
  const simId = await idOf('post', '/v1/admin/budgets', { name: at(0), locale: 'en_US' }, [
    'simulation.name',
  ]);
  const simTexts = {
    description: joined(1, 300),
    custom_header_html: joined(0, 100_000),
    expense_disclaimer: joined(10, 10_000),
    revenue_disclaimer: joined(20, 10_000),
    general_disclaimer: joined(30, 10_000),
    entry_screen_introduction_text: joined(0, 100_000),
    entry_screen_closing_text: joined(40, 100_000),
    exit_screen_closing_text: joined(50, 100_000),
    goal_modal: joined(60, 1000),
  };
  await call(
    'patch',
    `/v1/admin/budgets/${simId}`,
    {
      ...simTexts,
      is_commenting_enabled: true,
      is_budget_submittable_with_deficit: true,
      map_enabled: true,
      map_center_lat: 44.06,
      map_center_lng: -123.07,
      map_zoom_level: 12,
    },
    Object.keys(simTexts).map((f) => `simulation.${f}`),
  );

  const list = (kind: 'expenses' | 'revenue') => `/v1/admin/budgets/${simId}/${kind}`;
  const revenue = await idOf('post', list('revenue'), { name: at(5), details: fitting(6, 400) }, []);
  await call('post', `${list('revenue')}/${revenue}/subcategories`, { name: at(7), amount: 10_000_000 });
  const categories: number[] = [];
  for (let c = 0; c < 6; c += 1)
    categories.push(
      await idOf(
        'post',
        list('expenses'),
        {
          name: fitting(c * 11, 255),
          details: fitting(c * 13, 400),
          additional_details: joined(c * 17, 3000),
        },
        ['category.name', 'category.details', 'category.additional_details'],
      ),
    );
  // Item i goes to category i mod 6; the categories fill side by side (each in its own order).
  const items: number[] = [];
  const fill = async (categoryId: number, first: number) => {
    for (let i = first; i < count; i += categories.length)
      items[i] = await idOf(
        'post',
        `${list('expenses')}/${categoryId}/subcategories`,
        {
          name: at(i),
          amount: 1000 * (i + 1),
          details: fitting(i + 1, 400),
          additional_details: joined(i + 2, 1500),
          alert_type: 'both',
          alert_text: fitting(i + 3, 255),
          image_alt: fitting(i + 4, 255),
          image_credit: fitting(i + 5, 255),
          // Shapes for event-handler payloads: a tooltip written as HTML would run them on hover.
          ...(i >= 10 && i < 20 ? { geojson: square(i - 10) } : {}),
        },
        [
          'item.name',
          'item.details',
          'item.additional_details',
          'item.alert_text',
          'item.image_alt',
          'item.image_credit',
          'item.geojson (map label)',
        ],
      );
  };
  await Promise.all(categories.map((categoryId, c) => fill(categoryId, c)));
  const scenarioItem = items[1]!;
  await call(
    'patch',
    `${list('expenses')}/${categories[1]}/subcategories/${scenarioItem}`,
    {
      customized_question_json: {
        name: fitting(8, 255),
        description: fitting(9, 1000),
        allow_multiple: false,
        options: [0, 1, 2].map((n) => ({
          id: n + 1,
          title: fitting(10 + n, 255),
          value: n * 100,
          extra: fitting(20 + n, 255),
          details: joined(30 + n, 1000),
          default: n === 0,
        })),
      },
    },
    [
      'scenario.name',
      'scenario.description',
      'scenario.option.title',
      'scenario.option.extra',
      'scenario.option.details',
    ],
  );

  // Exit questions: a text answered by residents, a select with payload options.
  const textQuestion = await idOf(
    'post',
    `/v1/admin/budgets/${simId}/demographics`,
    { name: fitting(40, 1000, 5), type: 'text', display_type: 'exit' },
    ['question.name'],
  );
  const selectQuestion = await call<{ data: { id: number; options_config: { value: string }[] } }>(
    'post',
    `/v1/admin/budgets/${simId}/demographics`,
    {
      name: fitting(41, 1000, 5),
      type: 'select',
      display_type: 'exit',
      options_config: [0, 1, 2].map((n) => ({ label: fitting(50 + n * 7, 100) })),
    },
    ['question.name', 'question.option.label'],
  );
  // An entry question (the entry screen's form), asked again on exit.
  await call(
    'post',
    `/v1/admin/budgets/${simId}/demographics`,
    {
      name: fitting(42, 1000, 5),
      type: 'select',
      display_type: 'entry',
      ask_on_exit: true,
      options_config: [0, 1].map((n) => ({ label: fitting(71 + n * 5, 100) })),
    },
    ['entry question.name', 'entry question.option.label'],
  );
  for (let n = 0; n < 2; n += 1) {
    const impact = await idOf(
      'post',
      `/v1/admin/budgets/${simId}/impacts`,
      {
        name: fitting(60 + n, 300, 3),
        description: joined(62 + n, 1000),
        additional_details: joined(64 + n, 5000),
        prefix: fitting(66 + n, 20),
        suffix: fitting(68 + n, 50),
        type: fitting(70 + n, 50),
      },
      ['impact.name', 'impact.description', 'impact.additional_details', 'impact.prefix', 'impact.suffix'],
    );
    await call('put', `/v1/admin/budgets/${simId}/impacts/${impact}/multipliers`, {
      multipliers: items.slice(0, 5).map((id) => ({ budget_subcategory_id: id, multiplier: 2 })),
    });
  }
  await call('patch', `/v1/admin/budgets/${simId}`, { slug: simSlug });
  await call('patch', `/v1/admin/budgets/${simId}`, { status: 'active' });

  // Residents: submissions with payload comments and answers.
  for (let n = 0; n < 3; n += 1) {
    const response = await request.post(`/v1/public/budgets/${simId}/submissions`, {
      data: {
        items: [],
        answers: [
          { question_id: textQuestion, value: fitting(80 + n, 1000) },
          { question_id: selectQuestion.data.id, value: selectQuestion.data.options_config[n]!.value },
        ],
        scenario: [],
        comments: [0, 1, 2].map((k) => ({
          subcategory_id: items[n * 3 + k]!,
          text: joined(90 + n * 3 + k, 2000),
        })),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  fields.add('submission.comment').add('submission.answer');

  const meetingId = await idOf('post', '/v1/admin/meetings', { name: fitting(100, 250), budget_id: simId }, [
    'meeting.name',
  ]);
  await call(
    'patch',
    `/v1/admin/meetings/${meetingId}`,
    { description: fitting(101, 100), location: fitting(102, 100) },
    ['meeting.description', 'meeting.location'],
  );

  // A prioritization: projects named by payloads, and one ballot.
  const pbSlug = 'xss-prioritization';
  const pbId = await idOf(
    'post',
    '/v1/admin/budgets',
    { name: fitting(110, 250), locale: 'en_US', is_pb: true },
    ['pb.name'],
  );
  await call('patch', `/v1/admin/budgets/${pbId}`, {
    adjustment: 1_000_000_000,
    description: joined(111, 300),
  });
  const pbView = await call<{ data: { expenses: { id: number }[] } }>(
    'get',
    `/v1/admin/budgets/${pbId}?include=expenses`,
  );
  const uncategorized = pbView.data.expenses[0]!.id;
  const projects: number[] = [];
  for (let i = 0; i < 24; i += 1)
    projects.push(
      await idOf(
        'post',
        `/v1/admin/budgets/${pbId}/expenses/${uncategorized}/subcategories`,
        {
          name: at(i * 6),
          amount: 1000,
          details: fitting(i * 6 + 1, 400),
          additional_details: joined(i * 6 + 2, 1500),
        },
        ['pb.project.name', 'pb.project.details', 'pb.project.additional_details'],
      ),
    );
  await call('patch', `/v1/admin/budgets/${pbId}`, { slug: pbSlug });
  await call('patch', `/v1/admin/budgets/${pbId}`, { status: 'active' });
  const ballot = await request.post(`/v1/public/budgets/${pbId}/submissions`, {
    data: {
      items: projects.slice(0, 3).map((id, rank) => ({ subcategory_id: id, rank: rank + 1 })),
      answers: [],
      comments: [],
    },
  });
  expect(ballot.status(), await ballot.text()).toBe(201);

  // A taxpayer receipt: its texts, calculators' questions and spending.
  const receiptSlug = 'xss-receipt';
  const receiptId = await idOf('post', '/v1/admin/receipts', { name: fitting(120, 250), locale: 'en_US' }, [
    'receipt.name',
  ]);
  const receiptTexts = {
    description: fitting(121, 100),
    cta_button_label: fitting(122, 100),
    custom_header_html: joined(0, 100_000),
    custom_pre_footer_html: joined(70, 100_000),
    about: joined(30, 100_000),
    about_cta_button_label: fitting(123, 100),
    about_cta_button_url: 'javascript:__xss(1)',
    conclusion_heading: fitting(124, 255),
    conclusion_cta_button_label: fitting(125, 255),
    conclusion_cta_button_url: 'https://example.org/"><svg onload=__xss(2)>',
  };
  await call(
    'patch',
    `/v1/admin/receipts/${receiptId}`,
    { ...receiptTexts, slug: receiptSlug },
    Object.keys(receiptTexts).map((f) => `receipt.${f}`),
  );
  await call(
    'patch',
    `/v1/admin/receipts/${receiptId}/predefined-calculations`,
    {
      is_property_tax_enabled: true,
      is_property_tax_owner_question_enabled: true,
      property_tax_rate: 0.01,
      property_tax_question_content: fitting(126, 300),
      property_tax_helper_content: fitting(127, 300),
    },
    ['receipt.property_tax_question_content', 'receipt.property_tax_helper_content'],
  );
  for (let c = 0; c < 2; c += 1) {
    const category = await idOf(
      'post',
      `/v1/admin/receipts/${receiptId}/expenses`,
      {
        name: fitting(130 + c, 255),
        details: fitting(132 + c, 400),
        additional_details: joined(134 + c, 3000),
      },
      ['receipt.category.name', 'receipt.category.details', 'receipt.category.additional_details'],
    );
    for (let i = 0; i < 10; i += 1)
      await call(
        'post',
        `/v1/admin/receipts/${receiptId}/expenses/${category}/subcategories`,
        {
          name: at(c * 10 + i + 3),
          amount: 1000,
          details: fitting(c * 10 + i + 4, 400),
          additional_details: joined(c * 10 + i + 5, 1500),
        },
        ['receipt.item.name', 'receipt.item.details', 'receipt.item.additional_details'],
      );
  }
  await call('patch', `/v1/admin/receipts/${receiptId}`, { status: 'active' });

  // The client's name and logo link, and the user's names: put back afterwards (other specs read them).
  const me = await call<{
    data: {
      first_name: string;
      last_name: string;
      client: { name: string; logo_url: string | null; logo_outbound_link: string | null };
    };
  }>('get', '/v1/users/me?include=client');
  await call(
    'patch',
    '/v1/admin/clients/me',
    {
      name: fitting(140, 255, 6),
      logo_outbound_link: 'https://example.org/"><svg onload=__xss(3)>',
    },
    ['client.name', 'client.logo_outbound_link'],
  );
  const logo = await request.post('/v1/admin/clients/me/logo', {
    headers,
    multipart: { logo_file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(logo.ok(), await logo.text()).toBe(true);
  await call('patch', '/v1/users/me', { first_name: fitting(141, 255), last_name: fitting(142, 255) }, [
    'user.first_name',
    'user.last_name',
  ]);

  const restore = async () => {
    await call('patch', '/v1/users/me', { first_name: me.data.first_name, last_name: me.data.last_name });
    const { name, logo_outbound_link, logo_url } = me.data.client;
    await call('patch', '/v1/admin/clients/me', { name, logo_outbound_link });
    if (logo_url === null) await call('delete', '/v1/admin/clients/me/logo');
    // Inactive: the licences they held are free again for whatever runs next.
    await call('delete', `/v1/admin/meetings/${meetingId}`);
    for (const id of [simId, pbId]) await call('patch', `/v1/admin/budgets/${id}`, { status: 'inactive' });
    await call('patch', `/v1/admin/receipts/${receiptId}`, { status: 'inactive' });
  };

  return {
    simulation: { id: simId, slug: simSlug, categoryId: categories[0]!, itemId: items[0]! },
    pb: { id: pbId, slug: pbSlug },
    receipt: { id: receiptId, slug: receiptSlug },
    meetingId,
    fields,
    shown: {
      simulation: at(0),
      revenueCategory: at(5),
      category: fitting(0, 255),
      item: at(0),
      question: fitting(40, 1000, 5),
      impact: fitting(60, 300, 3),
      meeting: fitting(100, 250),
      pb: fitting(110, 250),
      project: at(0),
      receipt: fitting(120, 250),
      receiptItem: at(3),
      client: fitting(140, 255, 6),
      user: fitting(141, 255),
    },
    restore,
  };
}

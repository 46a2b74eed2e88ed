// Development only (the mock API of mock-api.ts; never part of the build): simulations shaped like the
// public GET answer, from the demo data's Riverton city budget and housing plan, with every kind of item.
import type { TPublicCategory, TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';

let nextId = 1000;
const item = (name: string, amount: number, extra: Partial<TPublicItem> = {}): TPublicItem => ({
  id: nextId++,
  budget_category_id: 0,
  name,
  amount,
  rate: null,
  is_locked: false,
  color: null,
  geojson: null,
  alert_type: 'none',
  alert_text: null,
  alert_threshold: null,
  ceiling_amount: 0,
  ceiling_alert_text: null,
  floor_amount: null,
  floor_alert_text: null,
  custom_increment_amount: null,
  custom_increment_rate: null,
  custom_increment_rate_for_tax_rate: null,
  calculator: 'standard',
  details: null,
  additional_details: null,
  question: null,
  image_url: null,
  image_alt: null,
  image_credit: null,
  share_title: null,
  suggestion_box: false,
  suggestion_box_mode: 'no_amount',
  in_tour: false,
  ...extra,
});

const category = (
  type: 'revenue' | 'expense',
  name: string,
  subcategories: TPublicItem[],
  extra: Partial<TPublicCategory> = {},
): TPublicCategory => {
  const id = nextId++;
  return {
    id,
    name,
    type,
    is_locked: false,
    details: null,
    additional_details: null,
    tour_order: null,
    subcategories: subcategories.map((s) => ({ ...s, budget_category_id: id })),
    ...extra,
  };
};

const settings: TPublicSimulation['settings'] = {
  is_commenting_enabled: true,
  is_sharing_enabled: true,
  is_expense_order_randomized: false,
  is_revenue_order_randomized: false,
  is_budget_submittable_with_deficit: false,
  is_revenue_subtotal_displayed: true,
  is_expense_subtotal_displayed: true,
  is_revenue_chart_enabled: true,
  is_expense_chart_enabled: true,
  is_expense_bar_chart_enabled: false,
  confetti: true,
  show_scenario_option_value: true,
  is_budget_hidden: false,
  is_footer_hidden: false,
  is_help_expanded: false,
  use_google_translate: false,
  allow_custom_maps_in_modals: false,
  require_custom_maps_in_modals: false,
  is_location_enabled: false,
  is_location_required: false,
};

const base = {
  preview: false,
  submissions_available: true,
  client: { name: 'City of Riverton', subdomain: 'riverton', logo_url: null, logo_outbound_link: null },
  bar_behavior: 'normal' as const,
  pb_default_view_mode: 'sm' as const,
  goal_modal: null,
  submission_redirect_url: null,
  timer_minutes: 0,
  max_items: null,
  ballot_verification: 'browser' as const,
  results: null,
  header_image_url: null,
  custom_header_html: null,
  entry_screen_closing_text: null,
  exit_screen_closing_text: null,
  expense_disclaimer: null,
  revenue_disclaimer: null,
  general_disclaimer: null,
  google_analytics_measurement_id: null,
  google_tag_id: null,
  settings,
  units: { currency_prefix: null, currency_suffix: null, number_prefix: null, number_suffix: null },
  texts: {},
  impacts: [],
  tour: null,
  map: null,
};

const exitQuestions: TPublicSimulation['questions'] = [
  {
    id: 501,
    name: 'What is your ZIP or postal code?',
    type: 'text',
    display_type: 'exit',
    is_required: false,
    ask_on_exit: false,
    options: null,
  },
  {
    id: 502,
    name: 'What is your age range?',
    type: 'select',
    display_type: 'exit',
    is_required: false,
    ask_on_exit: false,
    options: [
      { value: 'under_18', label: 'Under 18 years' },
      { value: '18_34', label: '18-34 years' },
      { value: '35_54', label: '35-54 years' },
      { value: '55_plus', label: '55 years and over' },
      { value: 'prefer_not', label: 'Prefer not to say' },
    ],
  },
];

export function cityBudget(): TPublicSimulation {
  nextId = 1000;
  const police = item('Police', 38_700_000, {
    details: 'Patrol, investigations and community policing across the city’s six districts.',
    additional_details:
      '<p>The police budget pays for <strong>212 sworn officers</strong> and 64 civilian staff.</p><ul><li>Patrol: 61%</li><li>Investigations: 22%</li><li>Community programs: 17%</li></ul>',
    alert_type: 'decrease',
    alert_text: 'Cutting police funding may lengthen response times.',
    floor_amount: 36_000_000,
    floor_alert_text: 'State law requires at least $36 million for police services.',
  });
  const revenue = [
    category('revenue', 'Property Taxes', [
      item('Residential Property Tax', 55_800_000, {
        rate: 1.2,
        custom_increment_rate_for_tax_rate: 0.05,
        details: 'The tax on homes, set as a percent of assessed value.',
      }),
      item('Commercial Property Tax', 18_200_000, { rate: 1.5, custom_increment_rate_for_tax_rate: 0.05 }),
    ]),
    category('revenue', 'Sales & Use Taxes', [
      item('Local Sales Tax', 21_300_000),
      item('Lodging Tax', 3_100_000, {
        alert_type: 'threshold',
        alert_threshold: 3_500_000,
        alert_text: 'A lodging tax this high may push visitors to neighbouring towns.',
      }),
    ]),
    category('revenue', 'Fees & Charges', [
      item('Building Permits', 4_200_000, { custom_increment_amount: 100_000, ceiling_amount: 5_000_000 }),
      item('Parks & Recreation Fees', 2_600_000),
      item('Court Fines', 1_100_000, {
        is_locked: true,
        details: 'Set by the state; the city cannot change them.',
      }),
    ]),
    category('revenue', 'Intergovernmental', [
      item('State Shared Revenue', 9_800_000, { is_locked: true }),
      item('Federal Grants', 5_400_000, {
        question: {
          type: null,
          name: 'Federal grants',
          description: 'Should the city apply for the new federal infrastructure grant?',
          allow_multiple: false,
          options: [
            {
              id: 'no',
              title: 'No, keep current grants',
              value: 0,
              default: true,
              extra: null,
              details: null,
            },
            {
              id: 'yes',
              title: 'Yes, apply for the grant',
              value: 1_500_000,
              default: false,
              extra: 'Requires a local match from the street maintenance budget.',
              details: '<p>The grant pays for up to <em>60%</em> of bridge repairs.</p>',
            },
          ],
        },
      }),
    ]),
  ];
  const expenses = [
    category('expense', 'Public Safety', [
      police,
      item('Fire & EMS', 29_400_000, {
        alert_type: 'both',
        alert_text: 'Fire staffing is set by a labour agreement.',
      }),
      item('Emergency Management', 1_900_000),
    ]),
    category('expense', 'Public Works', [
      item('Street Maintenance', 12_300_000, {
        image_url: 'https://images.example.org/street.jpg',
        image_alt: 'A crew repaving a city street',
        image_credit: 'City of Riverton',
        details: 'Repaving, pothole repair and street lighting.',
      }),
      item('Snow & Ice Removal', 2_800_000),
      item('Fleet Services', 3_300_000),
    ]),
    category(
      'expense',
      'Parks & Recreation',
      [
        item('Park Maintenance', 6_100_000),
        item('Recreation Programs', 3_900_000),
        item('Library Services', 4_600_000),
      ],
      { details: 'Parks, pools, recreation centres and the public library.' },
    ),
    category('expense', 'Community Development', [
      item('Planning & Zoning', 2_700_000),
      item('Housing Assistance', 3_400_000),
      item('Economic Development', 2_100_000),
    ]),
    category('expense', 'General Government', [
      item('City Council & Manager', 2_400_000),
      item('Finance & IT', 6_200_000),
      item('Human Resources', 1_700_000),
      item('Your Suggestion', 0, {
        suggestion_box: true,
        suggestion_box_mode: 'balance',
        ceiling_amount: 2_000_000,
      }),
    ]),
  ];
  return {
    ...base,
    id: 41,
    name: 'Riverton 2026 Budget',
    slug: 'city-budget',
    locale: 'en_US',
    mode: 'budget',
    is_pb: false,
    adjustment: -300_000,
    entry_screen_introduction_text:
      '<p>Riverton’s general fund pays for police, fire, streets, parks and libraries. <strong>Balance the budget</strong> the way you would, and tell the City Council what matters to you.</p>',
    entry_screen_closing_text: '<p>It takes about five minutes. Your answers are anonymous.</p>',
    expense_disclaimer: '<p>Amounts are from the adopted 2025 budget.</p>',
    general_disclaimer: '<p>Your budget is advisory: the City Council adopts the final budget in June.</p>',
    questions: [
      {
        id: 401,
        name: 'Do you live in Riverton?',
        type: 'select',
        display_type: 'entry',
        is_required: true,
        ask_on_exit: false,
        options: [
          { value: 'resident', label: 'Yes, I live here' },
          { value: 'worker', label: 'No, but I work here' },
          { value: 'visitor', label: 'No' },
        ],
      },
      {
        id: 402,
        name: 'Your email, if you want updates',
        type: 'email',
        display_type: 'entry',
        is_required: false,
        ask_on_exit: false,
        options: null,
      },
      ...exitQuestions,
    ],
    revenue,
    expenses,
  };
}

export function housingPlan(): TPublicSimulation {
  nextId = 2000;
  const density = { calculator: 'dwelling-units-per-acre' as const };
  return {
    ...base,
    id: 42,
    name: 'Riverton Housing Plan 2035',
    slug: 'housing-plan',
    locale: 'en_US',
    mode: 'housing',
    is_pb: false,
    adjustment: null,
    bar_behavior: 'meet_or_exceed',
    entry_screen_introduction_text: null,
    revenue: [
      category('revenue', 'Housing Targets', [
        item('New Homes Required by 2035', 4_500, { is_locked: true }),
      ]),
    ],
    expenses: [
      category('expense', 'Downtown', [
        item('Mixed-use Towers', 1_200, { ...density, rate: 60, custom_increment_rate_for_tax_rate: 5 }),
        item('Infill Townhomes', 600, { ...density, rate: 18, custom_increment_rate_for_tax_rate: 2 }),
      ]),
      category('expense', 'Transit Corridors', [
        item('Apartments Along Main Street', 900, {
          ...density,
          rate: 40,
          custom_increment_rate_for_tax_rate: 5,
        }),
        item('Transit Village at the Rail Station', 800),
      ]),
      category('expense', 'Neighborhoods', [
        item('Accessory Dwelling Units', 500, { custom_increment_amount: 50 }),
        item('Duplex and Triplex Conversions', 500, { custom_increment_amount: 50 }),
      ]),
    ],
    questions: exitQuestions,
  };
}

/** A placeholder picture (no network needed): a coloured panel with the project's first word. */
const picture = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${color}"/><text x="160" y="104" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const square = (lng: number, lat: number) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + 0.006, lat],
        [lng + 0.006, lat + 0.004],
        [lng, lat + 0.004],
        [lng, lat],
      ],
    ],
  });

/** Riverton's community projects (a prioritization): costs, pictures, long texts, shapes, an idea box. */
function projectItems(): TPublicItem[] {
  return [
    item('Library roof', 300_000, {
      details: 'Replace the leaking roof of the Main Street library before next winter.',
      additional_details:
        '<p>The roof is 40 years old. Repairs each spring cost <strong>$25,000</strong> and close the children’s room for weeks.</p>',
      image_url: picture('Library', '#1d4f91'),
      image_alt: 'The Main Street library seen from the street, with scaffolding on its roof',
      image_credit: 'Riverton Public Library',
      geojson: square(-93.27, 44.97),
    }),
    item('Safe routes to school', 180_000, {
      details: 'Raised crossings and flashing signs at six crossings near Lincoln and Park schools.',
      image_url: picture('Crossings', '#1c6531'),
      image_alt: 'Children crossing a street at a painted crosswalk',
      image_credit: 'City of Riverton',
      geojson: square(-93.26, 44.98),
    }),
    item('Community garden', 45_000, {
      details: 'Forty raised beds, a tool shed and water at the Elm Street lot.',
      image_url: picture('Garden', '#7a4b00'),
      image_alt: 'Raised garden beds with tomato plants',
      image_credit: null,
    }),
    item('Park lighting', 120_000, {
      details: 'LED lights along the river trail from the boathouse to 5th Street.',
      additional_details: '<ul><li>64 lights</li><li>Dimmed after midnight</li></ul>',
    }),
    item('Skate park repairs', 90_000, {
      details: 'Resurface the bowl and replace the broken rails at Riverside Park.',
      image_url: picture('Skate park', '#5b2a86'),
      image_alt: 'A concrete skate bowl with cracks',
      image_credit: 'Riverton Parks',
    }),
    item('Bus shelters', 60_000, { details: 'Ten new shelters with benches on the 4 and 12 routes.' }),
    item('Your project idea', 0, {
      suggestion_box: true,
      suggestion_box_mode: 'no_balance',
      ceiling_amount: 500_000,
    }),
  ];
}

const pbSettings = { ...settings, is_commenting_enabled: false, is_revenue_chart_enabled: false };

export function prioritization(): TPublicSimulation {
  nextId = 3000;
  return {
    ...base,
    id: 43,
    name: 'Riverton Community Projects 2026',
    slug: 'projects',
    locale: 'en_US',
    mode: 'budget',
    is_pb: true,
    adjustment: 500_000,
    max_items: 5,
    pb_default_view_mode: 'sm',
    settings: pbSettings,
    entry_screen_introduction_text:
      '<p>Riverton has <strong>$500,000</strong> for projects that residents choose. Pick the ones you want and put them in order.</p>',
    questions: [
      {
        id: 601,
        name: 'Do you live in Riverton?',
        type: 'select',
        display_type: 'entry',
        is_required: true,
        ask_on_exit: false,
        options: [
          { value: 'resident', label: 'Yes, I live here' },
          { value: 'worker', label: 'No, but I work here' },
        ],
      },
    ],
    revenue: [],
    expenses: [category('expense', 'Uncategorized', projectItems())],
  };
}

/** The same projects with points to spread, e-mail verification, in the list view. */
export function pointsPrioritization(): TPublicSimulation {
  const sim = prioritization();
  return {
    ...sim,
    id: 44,
    name: 'Riverton Projects: Points',
    slug: 'projects-points',
    mode: 'points',
    adjustment: 10,
    max_items: null,
    pb_default_view_mode: 'list',
    ballot_verification: 'email',
    entry_screen_introduction_text: null,
    questions: exitQuestions,
  };
}

/** Choose and rank without costs, with one-time voter codes, in large tiles. */
export function codesPrioritization(): TPublicSimulation {
  const sim = prioritization();
  return {
    ...sim,
    id: 45,
    name: 'Riverton Projects: Ranked',
    slug: 'projects-codes',
    mode: 'nonnumerical',
    max_items: 3,
    pb_default_view_mode: 'lg',
    ballot_verification: 'voter_code',
    bar_behavior: 'normal',
    entry_screen_introduction_text: null,
    questions: [],
  };
}

/** An Inactive prioritization whose results (Method of Equal Shares) are published. */
export function resultsPrioritization(): TPublicSimulation {
  const sim = prioritization();
  const [roof, routes, garden, lights, skate, shelters] = projectItems().map((p, i) => ({
    ...p,
    id: sim.expenses[0]!.subcategories[i]!.id,
  }));
  const project = (p: TPublicItem, votes: number, funded: boolean) => ({
    id: p.id,
    name: p.name,
    cost: p.amount,
    votes,
    points: null,
    funded,
    image_url: p.image_url,
    image_alt: p.image_alt,
  });
  return {
    ...sim,
    id: 46,
    slug: 'projects-results',
    entry_screen_introduction_text: null,
    results: {
      method: 'mes',
      published_at: '2026-06-30T17:00:00.000Z',
      funds: 500_000,
      funds_used: 465_000,
      ballots: 1204,
      paper_ballots: 87,
      projects: [
        project(garden!, 640, true),
        project(roof!, 512, true),
        project(lights!, 455, true),
        project(routes!, 498, false),
        project(shelters!, 305, false),
        project(skate!, 210, false),
      ],
      mes: {
        budget_per_voter: 417.28,
        increments: 2,
        rounds: [
          {
            project_id: garden!.id,
            cost: 45_000,
            full_payers: 640,
            price: 70.31,
            partial_payers: 0,
            partial_paid: 0,
            without_money: 0,
          },
          {
            project_id: roof!.id,
            cost: 300_000,
            full_payers: 512,
            price: 585.94,
            partial_payers: 0,
            partial_paid: 0,
            without_money: 0,
          },
          {
            project_id: lights!.id,
            cost: 120_000,
            full_payers: 301,
            price: 330.12,
            partial_payers: 120,
            partial_paid: 20_633.88,
            without_money: 34,
          },
        ],
      },
    },
  };
}

export const FIXTURES: Record<string, () => TPublicSimulation> = {
  'city-budget': cityBudget,
  'housing-plan': housingPlan,
  projects: prioritization,
  'projects-points': pointsPrioritization,
  'projects-codes': codesPrioritization,
  'projects-results': resultsPrioritization,
};

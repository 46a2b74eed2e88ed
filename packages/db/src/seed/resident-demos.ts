import { ZScenarioQuestion } from '@commonpurse/domain';
import type { SeedSimulation } from './simulations.ts';

// The demo city's Active simulations: what a resident (and the public-site e2e) opens from the README,
// http://localhost:3000/s/demo/budget-challenge. Between them they show every kind of control.

export const DEMO_BUDGET_SLUG = 'budget-challenge';
export const DEMO_HOUSING_SLUG = 'housing-2035';
export const DEMO_PRIORITIZATION_SLUG = 'parks-2027';

/** Revenue 88.5 M, spending 105.4 M, reserves 16.1 M: a deficit of 0.8 M that one property-tax step closes. */
export const DEMO_BUDGET_ADJUSTMENT = 16_100_000;

// Checked against the console's own rules when this module loads: a bad edit fails every seed.
const LIBRARY_HOURS = ZScenarioQuestion.parse({
  name: 'Library hours',
  description: 'How many days a week should Riverton’s libraries open?',
  allow_multiple: false,
  options: [
    { id: 1, title: 'Keep six days a week', value: 0, default: true, extra: 'Today’s schedule.' },
    {
      id: 2,
      title: 'Open seven days a week',
      value: 350_000,
      extra: 'Adds Sunday afternoons at every branch.',
      details: '<p>Two more librarians and Sunday utilities at the main library and both branches.</p>',
    },
    {
      id: 3,
      title: 'Close on Mondays',
      value: -280_000,
      extra: 'Five days a week; the bookmobile still runs.',
    },
  ],
});

const RIVERTON_BUDGET: SeedSimulation = {
  name: 'Riverton Budget Challenge 2027',
  description: 'The public budget balancer residents open from the README.',
  status: 'active',
  slug: DEMO_BUDGET_SLUG,
  activatedDaysAgo: 28,
  adjustment: DEMO_BUDGET_ADJUSTMENT,
  settings: {
    entry_screen_introduction_text:
      '<p>Riverton must adopt a balanced budget for fiscal year 2027. After $16.1 million of reserves and ' +
      'carry-over, next year’s revenue falls <strong>$800,000</strong> short of spending.</p>' +
      '<p>Raise revenue, trim spending, or both: you decide. When your budget balances, submit it to the ' +
      'City Council.</p>',
    entry_screen_closing_text: '<p>It takes about five minutes. Your answers are anonymous.</p>',
    exit_screen_closing_text:
      '<p>Thank you! The City Council reads every budget residents submit before it votes in June.</p>',
    is_location_enabled: false,
    is_location_required: false,
    is_sharing_enabled: true,
    is_commenting_enabled: true,
    is_budget_submittable_with_deficit: false,
    show_scenario_option_value: true,
    confetti: true,
  },
  categories: [
    {
      type: 'revenue',
      name: 'Taxes',
      details: 'Taxes residents and businesses pay to the city.',
      items: [
        {
          name: 'Property Tax',
          amount: 48_000_000,
          // A rate item: each step of 0.05 percentage point moves it by $2,000,000.
          rate: 1.2,
          custom_increment_rate_for_tax_rate: 0.05,
          details: 'Riverton’s share of the property tax: 1.2 % of assessed value.',
          additional_details:
            '<p>A typical home assessed at $350,000 pays <strong>$4,200</strong> a year to the city. ' +
            'Each 0.05 point adds about $175 to that bill.</p>',
        },
        {
          name: 'Local Sales Tax',
          amount: 21_000_000,
          custom_increment_amount: 500_000,
          details: 'One cent of every dollar spent in Riverton stores.',
        },
        { name: 'Utility Franchise Fees', amount: 6_500_000 },
      ],
    },
    {
      type: 'revenue',
      name: 'Fees & Grants',
      items: [
        {
          name: 'Parking Fees',
          amount: 3_200_000,
          // 5 % of the starting amount per step: $160,000.
          custom_increment_rate: 0.05,
          floor_amount: 2_400_000,
          floor_alert_text: 'Parking fees cannot fall below what it costs to run the garages.',
          ceiling_amount: 4_000_000,
          ceiling_alert_text: 'Higher fees would push drivers to other downtowns.',
          details: 'Meters, garages and parking permits.',
        },
        { name: 'State Shared Revenue', amount: 9_800_000 },
      ],
    },
    {
      type: 'expense',
      name: 'Public Safety',
      items: [
        {
          name: 'Police',
          amount: 38_500_000,
          alert_type: 'decrease',
          alert_text: 'Cuts to patrol staffing may lengthen emergency response times.',
          floor_amount: 34_650_000,
          floor_alert_text: 'The public safety levy requires at least this much for police.',
          ceiling_amount: 42_350_000,
          ceiling_alert_text: 'The department cannot hire and train more officers than this in one year.',
          details: 'Patrol, investigations and the 911 dispatch center.',
        },
        {
          name: 'Fire & EMS',
          amount: 29_000_000,
          details: 'Five fire stations and the city’s ambulances.',
          additional_details:
            '<p>Riverton’s firefighters answer about <strong>14,000 calls</strong> a year; three in four ' +
            'are medical emergencies.</p><ul><li>Five stations</li><li>Eight ambulances</li></ul>',
        },
      ],
    },
    {
      type: 'expense',
      name: 'Public Works',
      items: [
        {
          name: 'Street Maintenance',
          amount: 12_000_000,
          custom_increment_amount: 250_000,
          alert_type: 'threshold',
          alert_threshold: 10_000_000,
          alert_text: 'Below $10 million, the city falls behind its repaving schedule.',
          details: 'Repaving, potholes, sidewalks and street lights.',
        },
        { name: 'Snow & Ice Removal', amount: 2_800_000 },
      ],
    },
    {
      type: 'expense',
      name: 'Parks & Libraries',
      items: [
        {
          name: 'Park Maintenance',
          amount: 6_000_000,
          // 2 % of the starting amount per step: $120,000.
          custom_increment_rate: 0.02,
          details: 'Mowing, playgrounds, trails and the public pools.',
        },
        {
          name: 'Library Hours',
          amount: 4_600_000,
          customized_question_json: LIBRARY_HOURS,
          details: 'The main library and two branches.',
        },
      ],
    },
    {
      type: 'expense',
      name: 'Debt & Administration',
      items: [
        {
          name: 'Debt Service',
          amount: 7_500_000,
          is_locked: true,
          details: 'Payments on bonds the city has already issued: set by contract.',
        },
        { name: 'City Administration', amount: 5_000_000 },
      ],
    },
  ],
  questions: [
    {
      name: 'How long have you lived in Riverton?',
      slug: 'years_in_riverton',
      type: 'select',
      display_type: 'entry',
      is_enabled: true,
      is_required: true,
      options_config: [
        { id: '1', label: 'Less than 5 years', value: 'under_5' },
        { id: '2', label: '5 to 15 years', value: '5_to_15' },
        { id: '3', label: 'More than 15 years', value: 'over_15' },
      ],
    },
  ],
  impacts: [
    {
      name: 'First responders on duty',
      description:
        'About one officer per $125,000 of police and one firefighter per $115,000 of fire spending.',
      target: 550,
      suffix: ' first responders',
      multipliers: [
        ['Police', 0.000008],
        ['Fire & EMS', 0.0000087],
      ],
    },
    {
      name: 'Miles of streets repaved',
      description: 'About one mile for every $100,000 of street maintenance.',
      target: 100,
      suffix: ' miles',
      multipliers: [['Street Maintenance', 0.00001]],
    },
  ],
};

const density = (amount: number, rate: number, step: number) => ({
  amount,
  rate,
  calculator: 'dwelling-units-per-acre' as const,
  custom_increment_rate_for_tax_rate: step,
});

const RIVERTON_HOUSING: SeedSimulation = {
  name: 'Riverton Housing Choices 2035',
  description: 'Where should the last 100 of the 4,500 required homes go?',
  mode: 'housing',
  status: 'active',
  slug: DEMO_HOUSING_SLUG,
  activatedDaysAgo: 35,
  settings: {
    entry_screen_introduction_text:
      '<p>Riverton must plan for <strong>4,500 new homes</strong> by 2035. The draft plan places 4,400. ' +
      'Change the density of each area, or add homes where you think they belong.</p>',
    is_location_enabled: false,
    is_sharing_enabled: true,
    is_commenting_enabled: true,
    is_budget_submittable_with_deficit: false,
    configuration_json: { number_suffix: ' homes' },
  },
  categories: [
    {
      type: 'revenue',
      name: 'Housing Requirements',
      is_locked: true,
      items: [['New Homes Required by 2035', 4_500]],
    },
    {
      type: 'expense',
      name: 'Downtown',
      items: [
        { name: 'Mixed-use Towers', ...density(1_200, 60, 5), details: '20 acres of parking lots.' },
        { name: 'Infill Townhomes', ...density(600, 20, 2), details: '30 acres of vacant lots.' },
      ],
    },
    {
      type: 'expense',
      name: 'Transit Corridors',
      items: [
        { name: 'Apartments Along Main Street', ...density(900, 45, 5) },
        { name: 'Transit Village at the Rail Station', ...density(800, 40, 5) },
      ],
    },
    {
      type: 'expense',
      name: 'Neighborhoods',
      items: [
        ['Accessory Dwelling Units', 500],
        { name: 'Duplex and Triplex Conversions', amount: 400, custom_increment_amount: 25 },
      ],
    },
  ],
};

const project = (name: string, amount: number, details: string) => ({ name, amount, details });

/** A participatory budget residents vote in: choose up to five projects within $1,000,000 and rank them. */
const RIVERTON_PARKS: SeedSimulation = {
  name: 'Riverton Parks & Streets 2027',
  description: 'Residents choose which park and street projects the city builds with $1 million.',
  is_pb: true,
  status: 'active',
  slug: DEMO_PRIORITIZATION_SLUG,
  activatedDaysAgo: 31,
  adjustment: 1_000_000,
  settings: {
    bar_behavior: 'normal',
    max_items: 5,
    pb_default_view_mode: 'sm',
    ballot_verification: 'browser',
    entry_screen_introduction_text:
      '<p>Riverton has <strong>$1,000,000</strong> for park and street projects in 2027. Choose up to ' +
      'five projects that fit within the funds, then rank them: your first choice matters most.</p>',
    exit_screen_closing_text: '<p>Thank you for voting! Results are published when voting closes.</p>',
    is_location_enabled: false,
    is_sharing_enabled: true,
    is_commenting_enabled: true,
  },
  categories: [
    {
      type: 'expense',
      name: 'Projects',
      items: [
        project(
          'Riverside Playground Renewal',
          350_000,
          'New accessible play equipment and shade at Riverside Park.',
        ),
        project(
          'Safe Routes to School Crosswalks',
          180_000,
          'Raised crosswalks and flashing beacons at six schools.',
        ),
        project(
          'Oak Street Protected Bike Lane',
          420_000,
          'A mile of curb-protected bike lane from downtown to the college.',
        ),
        project(
          'Community Garden Expansion',
          60_000,
          'Forty new raised beds and a tool shed at Maple Commons.',
        ),
        project(
          'Street Trees for Eastside',
          150_000,
          'Three hundred shade trees along Eastside’s widest streets.',
        ),
        project('Splash Pad at Lincoln Park', 250_000, 'A summer splash pad beside the Lincoln Park pool.'),
        project('Park Restrooms Upgrade', 200_000, 'Year-round restrooms at Hilltop and Mill Pond parks.'),
        project('Dog Park at Mill Pond', 90_000, 'A fenced dog park with water fountains and benches.'),
        {
          name: 'Suggest a Project',
          amount: 0,
          suggestion_box: true,
          suggestion_box_mode: 'no_balance',
          details: 'An idea for next year’s ballot: describe it and, if you can, what it would cost.',
        },
      ],
    },
  ],
};

/** Inserted after the other demo simulations; the budget is the most recently activated. */
export const RESIDENT_DEMO_SIMULATIONS: readonly SeedSimulation[] = [
  RIVERTON_HOUSING,
  RIVERTON_PARKS,
  RIVERTON_BUDGET,
];

// The PB results panel's words (spec 2 section 2 "Participatory-budgeting results"; the tab and
// section names are the spec's, the sentences ours), shared by the console and its e2e test.

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const PB_RESULTS_LABELS = {
  pageviews: 'Pageviews',
  submissions: 'Submissions',
  submissionRate: 'Submission Rate',
  tabsLabel: 'PB results',
  tabs: {
    popular: 'Popular',
    weighted: 'Weighted',
    'instant-runoff': 'Instant Run-off',
    ranked: 'Ranked',
    condorcet: 'Condorcet',
    mes: 'Method of Equal Shares',
  },
  sections: {
    popular: 'Vote Totals (Unweighted)',
    weighted: 'Vote Totals (Weighted)',
    'instant-runoff': 'Instant Run-off',
    ranked: 'Votes by Rank',
    condorcet: 'Condorcet',
    mes: 'Method of Equal Shares',
  },
  sectionHelp: {
    popular: 'Ballots that chose each project.',
    weighted:
      'Each ballot gives a project 0.5 + 1/rank: 1.5 for a first choice, 1 for a second, 0.83 for a third.',
    'instant-runoff':
      'Each round every ballot counts for its highest-ranked project still in the race; the project with the fewest votes is eliminated until the amounts left fit the funds.',
    ranked: 'How many ballots placed each project at each rank. Darker cells hold more ballots.',
    condorcet: 'Head to head: a project beats another when more ballots rank it higher.',
    mes: 'Every voter gets an equal share of the funds; a project is funded when its supporters can pay for it.',
  },
  round: (n: number) => `Round ${n}`,
  roundsLabel: 'Instant run-off rounds',
  eliminated: (name: string) => `${name} was eliminated.`,
  fits: (amount: string) => `The projects left cost ${amount} and fit the funds.`,
  exhausted: (n: number) => `${plural(n, 'ballot', 'ballots')} had no project left.`,
  columns: {
    select: 'Select',
    project: 'Project',
    amount: 'Amount',
    votes: 'Votes',
    percent: 'Percent',
    weighted: 'Weighted votes',
    rank: (r: number) => `Rank ${r}`,
    wins: 'Wins',
    beats: 'Beats',
    winPercent: 'Win percent',
    category: 'Category',
  },
  selectProject: (name: string) => `Select ${name}`,
  chartAlt: (section: string) => `${section} chart; the table below holds the same figures.`,
  heatmapCaption: 'Votes by rank: ballots placing each project at each rank',
  condorcetLoading: 'Counting head-to-head results…',
  selection: {
    heading: 'Selected projects',
    none: 'Select projects with the checkboxes to see their total and how many voters they please.',
    total: (count: number, amount: string, funds: string) =>
      `${plural(count, 'project', 'projects')} selected: ${amount} of ${funds}.`,
    consensus: (voters: number, total: number, percent: string) =>
      `${plural(voters, 'voter', 'voters')} of ${total.toLocaleString('en-US')} (${percent}) chose at least one of them.`,
    wonAtLeast: (k: number, voters: number) =>
      `At least ${plural(k, 'selected project', 'selected projects')}: ${plural(voters, 'voter', 'voters')}`,
  },
  mesFunded: (count: number, used: string, funds: string) =>
    `${plural(count, 'project', 'projects')} funded, using ${used} of ${funds}.`,
  mesNone: 'No ballots yet: nothing to share.',
  categoriesTitle: 'Top categories',
  categoriesCaption: 'Categories whose projects drew the most votes',
  noBallots: 'No ballots yet.',
  loadFailed: 'The results could not be loaded.',
} as const;

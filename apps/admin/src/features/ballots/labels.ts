import type { TBallotVerification } from '@commonpurse/domain';

// Screen wording of the Voting tab (our own: the spec names these controls without their words). The
// server's refusals come from BALLOT_MESSAGES and are shown as sent.

export const VERIFICATION_LABELS = {
  title: 'Verification',
  legend: 'How residents prove they vote once',
  help: {
    browser:
      'Anyone with the address can vote; a second ballot from the same browser replaces the first. Easiest for residents, weakest against repeat voting.',
    email:
      'Residents confirm an e-mail address with a 6-digit code before voting; a second ballot from the same address replaces the first. Addresses are stored only as hashes.',
    voter_code:
      'Residents type a one-time code you hand out or mail (generate them below). Each code votes once.',
  } satisfies Record<TBallotVerification, string>,
} as const;

export const CODE_LABELS = {
  title: 'Voter codes',
  notUsed:
    'Voter codes are used only when the verification is One-time voter codes. You can prepare them now.',
  count: 'Number of codes',
  batch: 'Batch label (optional)',
  batchHelp: 'For example "Ward 3 mail-out"; shown on the list and the CSV.',
  generate: 'Generate codes',
  generated: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'code' : 'codes'} generated.`,
  summary: (total: number, used: number) =>
    `${total.toLocaleString('en-US')} codes, ${used.toLocaleString('en-US')} used.`,
  none: 'No voter codes yet.',
  columns: { code: 'Code', batch: 'Batch', created: 'Created', used: 'Used' },
  unused: 'Not used',
  noBatch: '—',
  tableCaption: 'Voter codes, newest batch first',
  download: 'Download CSV',
  downloadFailed: 'The voter codes could not be downloaded.',
  defaultFilename: 'voter-codes.csv',
  print: 'Printable sheet',
  printBatch: (batch: string) => `Printable sheet of "${batch}"`,
} as const;

export const SHEET_LABELS = {
  title: (name: string) => `Voter codes: ${name}`,
  screenNote: (n: number) =>
    `${n.toLocaleString('en-US')} unused codes, one card each. Cut along the dashed lines.`,
  print: 'Print',
  empty: 'There are no unused codes to print.',
  heading: 'Your voter code',
  instructions: (address: string) =>
    `Go to ${address}, choose and rank the projects, and type this code when asked. The code votes once.`,
  noAddress: 'Set the URL of this prioritization (General tab) before printing codes.',
  loading: 'Loading the codes…',
} as const;

export const PAPER_LABELS = {
  title: 'Paper ballots',
  note: 'Ballots entered here are marked as paper ballots in the data, the results and the exports.',
  projects: 'Project numbers',
  projectsCaption: 'Projects numbered in their display order',
  entry: 'Project numbers in rank order',
  entryHelp: 'Type the numbers of the chosen projects, first choice first, for example 3 1 7, then Enter.',
  entryHelpPoints:
    'Type each chosen project as number:points, first choice first, for example 3:40 1:35 7:25, then Enter.',
  submit: 'Save ballot',
  saved: (receipt: string) => `Paper ballot saved. Receipt code ${receipt}.`,
  notANumber: (token: string) => `"${token}" is not a project number.`,
  unknown: (n: number) => `There is no project ${n}.`,
  repeated: (n: number) => `Project ${n} is typed more than once.`,
  pointsMissing: (n: number) => `Give project ${n} its points, as ${n}:points.`,
  pointsNotAllowed: 'Points are given only in a points prioritization: type the numbers alone.',
  recent: 'Recently entered paper ballots',
  recentNone: 'No paper ballots entered yet.',
  total: (n: number) => `${n.toLocaleString('en-US')} paper ${n === 1 ? 'ballot' : 'ballots'} in all.`,
  columns: { receipt: 'Receipt code', entered: 'Entered', ranking: 'Ranking', actions: 'Actions' },
  remove: (receipt: string) => `Delete paper ballot ${receipt}`,
  deleteTitle: (receipt: string) => `Delete paper ballot ${receipt}?`,
  deleteText: 'Delete a mistyped paper ballot, then enter it again. This cannot be undone.',
  deleteConfirm: 'Delete',
  deleted: 'Paper ballot deleted.',
  noProjects: 'Add projects on the Items tab before entering paper ballots.',
} as const;

export const RESULTS_LABELS = {
  title: 'Results',
  counts: (ballots: number, paper: number) =>
    `${ballots.toLocaleString('en-US')} ${ballots === 1 ? 'ballot' : 'ballots'} so far, of which ${paper.toLocaleString('en-US')} on paper.`,
  method: 'Counting method',
  methodHelp: {
    greedy: 'Funds the projects with the most votes, in order, while the funds last.',
    mes: 'Gives each voter an equal share of the funds; a project is funded when its supporters can pay for it together. Fairer to groups with different preferences.',
  },
  publish: 'Publish results',
  republish: 'Publish again',
  publishNeedsInactive:
    'Results can be published once voting is over: deactivate the prioritization first (list of prioritizations, Deactivate).',
  published: 'Results published.',
  publishedAt: (date: string, method: string) => `Published ${date}, counted by ${method}.`,
  notPublished: 'Results are not published yet.',
  unpublish: 'Unpublish',
  unpublishTitle: 'Unpublish the results?',
  unpublishText: 'The public address will no longer show the results until you publish them again.',
  unpublished: 'Results unpublished.',
  share: 'Public address of the results',
  noAddress: 'Set the URL of this prioritization on the General tab to share its results.',
  download: 'Download ballots (pabulib .pb)',
  downloadFailed: 'The ballots could not be downloaded.',
  defaultFilename: 'ballots.pb',
  funds: (used: string, funds: string) => `Funds used: ${used} of ${funds}.`,
  tableCaption: 'Published results: funded projects first',
  columns: { project: 'Project', cost: 'Cost', votes: 'Votes', points: 'Points', funded: 'Funded' },
  yes: 'Yes',
  no: 'No',
  mesTitle: 'How the Method of Equal Shares funded the projects',
} as const;

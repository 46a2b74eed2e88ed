// The words of the comments table, the location map and the question highlights (ours: spec 2 names
// the parts and their columns, not their headings).
export const COMMENTS_LABELS = {
  title: 'Comments',
  caption: "Residents' comments, newest first",
  download: 'Download comments CSV',
  columns: {
    comment: 'Comment',
    name: 'Item',
    difference: 'Difference',
    rank: 'Rank',
    created: 'Created',
    ip: 'IP Address',
  },
  wholeSimulation: 'Whole simulation',
  none: 'No comments yet.',
} as const;

export const LOCATION_MAP_LABELS = {
  title: 'Submission Locations',
  region: 'Map of submission locations',
  loading: 'Loading the location map',
  count: (n: number) =>
    n === 1 ? '1 submission location' : `${n.toLocaleString('en-US')} submission locations`,
  none: 'No submission has a location yet.',
  simulationOff:
    "Drop-a-Pin is off for this simulation, so residents' locations are not collected. Turn it on in the simulation's Questions tab.",
} as const;

export const HIGHLIGHTS_LABELS = {
  title: 'Entry and Exit Questions',
  entry: 'Entry',
  exit: 'Exit',
  answers: (n: number) => (n === 1 ? '1 answer' : `${n.toLocaleString('en-US')} answers`),
  latest: 'Newest answers',
  none: 'No questions.',
  loadFailed: 'The question highlights could not be loaded.',
} as const;

import { defineMessages, type NoMessageValues as None } from 'react-intl';

// The words of a meeting's facilitator and results screens (ids meeting.*). English is the source;
// ./messages/*.json translate them into the simulation languages and load with the meeting's chunk only
// (decision 0483). Their headings are the simulation's meeting_results_* texts (useText).

type V = string | number;

export const meetingMessages = defineMessages<{
  joined: None;
  submitted: None;
  scanToJoin: None;
  orOpen: None;
  qrLabel: { url: V };
  live: None;
  reconnecting: None;
  closed: None;
  noSubmissions: None;
  itemColumn: None;
  startColumn: None;
  averageColumn: None;
  changeColumn: None;
  tableCaption: { category: V };
  total: None;
  topIncreases: None;
  topDecreases: None;
  none: None;
  print: None;
  openResults: None;
  asOf: { time: V };
}>({
  joined: { id: 'meeting.joined', defaultMessage: 'Joined' },
  submitted: { id: 'meeting.submitted', defaultMessage: 'Submitted' },
  scanToJoin: { id: 'meeting.scan_to_join', defaultMessage: 'Scan to join' },
  orOpen: { id: 'meeting.or_open', defaultMessage: 'Or open this address:' },
  qrLabel: { id: 'meeting.qr_label', defaultMessage: 'QR code for {url}' },
  live: { id: 'meeting.live', defaultMessage: 'Live' },
  reconnecting: { id: 'meeting.reconnecting', defaultMessage: 'Reconnecting…' },
  closed: {
    id: 'meeting.closed',
    defaultMessage: 'This meeting has ended: residents can no longer join.',
  },
  noSubmissions: { id: 'meeting.no_submissions', defaultMessage: 'No submissions yet.' },
  itemColumn: { id: 'meeting.item_column', defaultMessage: 'Item' },
  startColumn: { id: 'meeting.start_column', defaultMessage: 'Starting amount' },
  averageColumn: { id: 'meeting.average_column', defaultMessage: 'Average submitted' },
  changeColumn: { id: 'meeting.change_column', defaultMessage: 'Average change' },
  tableCaption: {
    id: 'meeting.table_caption',
    defaultMessage: '{category}: average submitted amounts against the starting amounts',
  },
  total: { id: 'meeting.total', defaultMessage: 'Total' },
  topIncreases: { id: 'meeting.top_increases', defaultMessage: 'Top increases' },
  topDecreases: { id: 'meeting.top_decreases', defaultMessage: 'Top decreases' },
  none: { id: 'meeting.none', defaultMessage: 'None yet' },
  print: { id: 'meeting.print', defaultMessage: 'Print' },
  openResults: { id: 'meeting.open_results', defaultMessage: 'Printable results' },
  asOf: { id: 'meeting.as_of', defaultMessage: 'Results as of {time}' },
});

export const MEETING_MESSAGE_GROUPS = [meetingMessages] as const;

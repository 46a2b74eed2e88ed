import { defineMessages, type NoMessageValues as None } from 'react-intl';

// Typed: each message's values are checked where it is formatted.
export const chartMessages = defineMessages<{
  summary: { title: string; count: number; total: string; largest: string; share: string };
  empty: None;
  caption: { title: string };
  category: None;
  amount: None;
  share: None;
  total: None;
}>({
  summary: {
    id: 'charts.summary',
    defaultMessage:
      '{title}: {count, plural, one {# category} other {# categories}}, total {total}. Largest: {largest}, {share}. Each value is listed in the table.',
  },
  empty: { id: 'charts.empty', defaultMessage: 'No amounts to show yet.' },
  caption: { id: 'charts.caption', defaultMessage: '{title}, by category' },
  category: { id: 'charts.category', defaultMessage: 'Category' },
  amount: { id: 'charts.amount', defaultMessage: 'Amount' },
  share: { id: 'charts.share', defaultMessage: 'Share' },
  total: { id: 'charts.total', defaultMessage: 'Total' },
});

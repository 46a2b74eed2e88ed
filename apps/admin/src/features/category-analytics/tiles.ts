import {
  ITEM_ANALYTICS_LABELS,
  type TCategoryAnalytics,
  type TEngagementFigures,
  type TSubcategoryAnalytics,
  type TSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';
import type { TTile } from './MetricTiles.tsx';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { count, difference, percent, signedPercent } from './format.ts';

/** A detail line only with its figure ('40.0% of starting amount'); none without data. */
const detail = (value: number | null, line: (value: number) => string) =>
  value === null ? undefined : line(value);

const T = ITEM_ANALYTICS_LABELS.tiles;
const D = ITEM_ANALYTICS_LABELS.details;

type TFigures = Omit<TSubcategoryAnalyticsRow, 'id' | 'name'>;

/** What was submitted, on both pages: average (with its change), lowest, highest, increases, decreases. */
const submittedTiles = (f: TFigures): TTile[] => [
  {
    label: T.averageSubmitted,
    value: money(f.average_submitted_amount),
    detail: detail(f.average_amount_changed_percent, (p) => D.fromBudgeted(signedPercent(p))),
  },
  { label: T.lowest, value: money(f.min_submitted_amount) },
  { label: T.highest, value: money(f.max_submitted_amount) },
  {
    label: T.averageIncrease,
    value: money(f.average_amount_increased),
    detail: detail(f.average_amount_increased_percent, (p) => D.ofStarting(percent(p))),
  },
  {
    label: T.averageDecrease,
    value: money(f.average_amount_decreased),
    detail: detail(f.average_amount_decreased_percent, (p) => D.ofStarting(percent(p))),
  },
  { label: T.difference, value: money(f.increase_decrease_difference) },
];

/** Sessions without a submission: their average increase and decrease. */
const sessionTiles = (f: TEngagementFigures): TTile[] => [
  { label: T.sessionIncrease, value: money(f.average_session_increase), detail: D.nonSubmitting },
  { label: T.sessionDecrease, value: money(f.average_session_decrease), detail: D.nonSubmitting },
];

const infoTiles = (f: TEngagementFigures): TTile[] => [
  { label: T.infoClicks, value: count(f.info_clicks) },
  { label: T.detailsClicks, value: count(f.details_clicks) },
];

/** Spec 2 '/analytics/{simulationId}/category/{id}': the category's metric tiles. */
export const categoryTiles = (c: TCategoryAnalytics): TTile[] => [
  { label: T.totalBudgeted, value: money(c.total) },
  ...submittedTiles(c),
  {
    label: T.aggregateClicks,
    value: count(c.increase_clicks + c.decrease_clicks),
    detail: D.clickShares(percent(c.increase_clicks_percent), percent(c.decrease_clicks_percent)),
  },
  ...sessionTiles(c),
  ...infoTiles(c),
];

/** Spec 2 '.../subcategory/{id}': the subcategory's statistics. */
export const subcategoryTiles = (s: TSubcategoryAnalytics): TTile[] => [
  { label: T.budgeted, value: money(s.amount) },
  ...submittedTiles(s),
  { label: T.totalChanges, value: count(s.total_submissions_changed) },
  {
    label: T.increaseClicks,
    value: count(s.increase_clicks),
    detail: detail(s.increase_clicks_percent, (p) => D.ofClicks(percent(p))),
  },
  {
    label: T.decreaseClicks,
    value: count(s.decrease_clicks),
    detail: detail(s.decrease_clicks_percent, (p) => D.ofClicks(percent(p))),
  },
  ...sessionTiles(s),
  {
    label: T.sessionDifference,
    value: money(difference(s.average_session_increase, s.average_session_decrease)),
  },
  { label: T.percentChanged, value: percent(s.percent_submissions_changed) },
  ...infoTiles(s),
  { label: T.increased, value: count(s.total_submissions_increased) },
  { label: T.decreased, value: count(s.total_submissions_decreased) },
  { label: T.unchanged, value: count(s.total_submissions_unchanged) },
];

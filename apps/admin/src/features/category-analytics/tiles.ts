import {
  ITEM_ANALYTICS_LABELS,
  type TCategoryAnalytics,
  type TSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import type { TTile } from './MetricTiles.tsx';
import { count, difference, money, percent, signedPercent } from './format.ts';

const T = ITEM_ANALYTICS_LABELS.tiles;
const D = ITEM_ANALYTICS_LABELS.details;

/** Spec 2 '/analytics/{simulationId}/category/{id}': the category's metric tiles. */
export function categoryTiles(c: TCategoryAnalytics): TTile[] {
  return [
    { label: T.totalBudgeted, value: money(c.total) },
    {
      label: T.averageSubmitted,
      value: money(c.average_submitted_amount),
      detail: D.fromBudgeted(signedPercent(c.average_amount_changed_percent)),
    },
    { label: T.lowest, value: money(c.min_submitted_amount) },
    { label: T.highest, value: money(c.max_submitted_amount) },
    { label: T.averageIncrease, value: money(c.average_amount_increased) },
    { label: T.averageDecrease, value: money(c.average_amount_decreased) },
    { label: T.difference, value: money(c.increase_decrease_difference) },
    {
      label: T.aggregateClicks,
      value: count(c.increase_clicks + c.decrease_clicks),
      detail: D.clickShares(percent(c.increase_clicks_percent), percent(c.decrease_clicks_percent)),
    },
    { label: T.sessionIncrease, value: money(c.average_session_increase), detail: D.nonSubmitting },
    { label: T.sessionDecrease, value: money(c.average_session_decrease), detail: D.nonSubmitting },
    { label: T.infoClicks, value: count(c.info_clicks) },
    { label: T.detailsClicks, value: count(c.details_clicks) },
  ];
}

/** Spec 2 '.../subcategory/{id}': the subcategory's statistics. */
export function subcategoryTiles(s: TSubcategoryAnalytics): TTile[] {
  return [
    { label: T.budgeted, value: money(s.amount) },
    {
      label: T.averageSubmitted,
      value: money(s.average_submitted_amount),
      detail: D.fromBudgeted(signedPercent(s.average_amount_changed_percent)),
    },
    { label: T.lowest, value: money(s.min_submitted_amount) },
    { label: T.highest, value: money(s.max_submitted_amount) },
    {
      label: T.averageIncrease,
      value: money(s.average_amount_increased),
      detail: D.ofStarting(percent(s.average_amount_increased_percent)),
    },
    {
      label: T.averageDecrease,
      value: money(s.average_amount_decreased),
      detail: D.ofStarting(percent(s.average_amount_decreased_percent)),
    },
    { label: T.difference, value: money(s.increase_decrease_difference) },
    { label: T.totalChanges, value: count(s.total_submissions_changed) },
    {
      label: T.increaseClicks,
      value: count(s.increase_clicks),
      detail: D.ofClicks(percent(s.increase_clicks_percent)),
    },
    {
      label: T.decreaseClicks,
      value: count(s.decrease_clicks),
      detail: D.ofClicks(percent(s.decrease_clicks_percent)),
    },
    { label: T.sessionIncrease, value: money(s.average_session_increase), detail: D.nonSubmitting },
    { label: T.sessionDecrease, value: money(s.average_session_decrease), detail: D.nonSubmitting },
    {
      label: T.sessionDifference,
      value: money(difference(s.average_session_increase, s.average_session_decrease)),
    },
    { label: T.percentChanged, value: percent(s.percent_submissions_changed) },
    { label: T.infoClicks, value: count(s.info_clicks) },
    { label: T.detailsClicks, value: count(s.details_clicks) },
    { label: T.increased, value: count(s.total_submissions_increased) },
    { label: T.decreased, value: count(s.total_submissions_decreased) },
    { label: T.unchanged, value: count(s.total_submissions_unchanged) },
  ];
}

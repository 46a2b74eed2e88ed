import type { TBalance, TPublicSimulation } from '@commonpurse/domain/public';
import { goalProgress } from '../components/BalanceBar.tsx';

/**
 * Whether the resident's budget meets the simulation's goal, as the balance bar's meter shows it
 * (goalProgress, bar_behavior): 'normal' while spending stays at or under what is available,
 * 'meet_or_exceed' once it reaches it. Decision 0281.
 */
export function goalMet(
  sim: Pick<TPublicSimulation, 'mode' | 'bar_behavior' | 'adjustment'>,
  balance: TBalance,
) {
  return goalProgress(sim.mode, sim.bar_behavior, balance, sim.adjustment ?? 0)?.met ?? false;
}

import type { TBalance } from '@commonpurse/domain/public';
import type { TPublicSimulation } from '@commonpurse/domain/public';

/**
 * Whether the resident's budget meets the simulation's goal (bar_behavior): 'normal' (stay at or under
 * the available amount) is met when the budget is exactly balanced, every available amount used and none
 * overspent; 'meet_or_exceed' is met from balanced upwards (a surplus, or in housing mode more homes
 * than required, also meets it). Decision 0281.
 */
export function goalMet(behavior: TPublicSimulation['bar_behavior'], balance: TBalance): boolean {
  return behavior === 'meet_or_exceed' ? balance.state !== 'deficit' : balance.state === 'balanced';
}

import { SIMULATION_MESSAGES as M, SIMULATION_MODES, type TSimulationMode } from '@commonpurse/domain';
import type { AppError } from '../../http/app-error.ts';
import { refusal } from '../budgets/index.ts';
import type { ClientRow } from './repo.ts';

type ModeClient = Pick<ClientRow, 'simulation_mode_budget' | 'simulation_mode_housing'>;

const isSimulationMode = (mode: string) => (SIMULATION_MODES as readonly string[]).includes(mode);

/**
 * Why the client cannot put a simulation into `mode`, or null: a simulation is budget or housing, and
 * each of those needs its capability (a prioritization's budget mode needs none: it is the default).
 */
export function modeRefusal(client: ModeClient, isPb: boolean, mode: string): AppError | null {
  if (!isPb && !isSimulationMode(mode)) return refusal(422, 'mode', M.modeNotForSimulation);
  if (mode === 'housing' && !client.simulation_mode_housing)
    return refusal(403, 'mode', M.housingModeNotAllowed);
  if (!isPb && mode === 'budget' && !client.simulation_mode_budget)
    return refusal(403, 'mode', M.budgetModeNotAllowed);
  return null;
}

/** The mode a new simulation gets: the one asked for, else budget when allowed, else housing. */
export function creationMode(client: ModeClient, requested: TSimulationMode | undefined): TSimulationMode {
  const mode =
    requested ?? (client.simulation_mode_budget || !client.simulation_mode_housing ? 'budget' : 'housing');
  const refused = modeRefusal(client, false, mode);
  if (refused) throw refused;
  return mode;
}

/** A prioritization needs the capability; it always starts in budget mode. */
export function requirePbEnabled(client: Pick<ClientRow, 'is_pb_enabled'>): void {
  if (!client.is_pb_enabled) throw refusal(403, 'is_pb', M.pbNotEnabled);
}

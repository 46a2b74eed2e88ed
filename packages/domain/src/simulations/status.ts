import type { TSimulationStatus } from './constants.ts';

/** The status changes a PATCH {status} may ask for. */
export const STATUS_ACTIONS = ['active', 'inactive', 'closed', 'archived'] as const;
export type TStatusTarget = (typeof STATUS_ACTIONS)[number];

/**
 * Allowed transitions. The spec fixes New -> Active, Active -> Inactive, Inactive -> Active/Archived and
 * Archived -> Inactive (unarchive uses the deactivate call); Closed (an ended exercise whose page stays
 * viewable but takes no submissions) is our decision: Active -> Closed, Closed -> Active/Inactive.
 */
const TRANSITIONS: Record<TSimulationStatus, readonly TStatusTarget[]> = {
  new: ['active'],
  active: ['inactive', 'closed'],
  inactive: ['active', 'archived'],
  closed: ['active', 'inactive'],
  archived: ['inactive'],
};

export const canTransition = (from: TSimulationStatus, to: TStatusTarget) => TRANSITIONS[from].includes(to);

/** Editing is allowed only in New, Active or Closed (spec 1 section 4). */
export const isEditable = (status: TSimulationStatus) =>
  status === 'new' || status === 'active' || status === 'closed';

export const isDeletable = (status: TSimulationStatus) => status === 'new';

/**
 * An Inactive prioritization opens in the editor on its Voting tab only: voting is over, staff enter
 * the last paper ballots and publish the results (issue 12; decision 0331). Its settings stay locked.
 */
export const opensForVotingOnly = (status: TSimulationStatus, isPb: boolean) => isPb && status === 'inactive';

/** Row actions of the list, by status (spec 1 "Simulation list" and section 4). */
export function rowActions(input: {
  status: TSimulationStatus;
  canPreview: boolean;
  canViewAnalytics: boolean;
  isPb?: boolean;
}) {
  const { status } = input;
  return {
    analytics: status !== 'new' && input.canViewAnalytics,
    report: status === 'active',
    edit: isEditable(status),
    voting: opensForVotingOnly(status, input.isPb ?? false),
    preview: status === 'new' && input.canPreview,
    view: status === 'active' || status === 'closed',
    activate: canTransition(status, 'active'),
    deactivate: status === 'active' || status === 'closed',
    archive: canTransition(status, 'archived'),
    unarchive: status === 'archived',
    delete: isDeletable(status),
  };
}

export interface TLicenceInput {
  isTrial: boolean;
  /** Active simulations (or prioritizations) of the client, counted separately by is_pb. */
  activeCount: number;
  allowed: number;
}

/** Activation needs a non-trial client and a free licence: active count + 1 <= allowed. */
export function licenceRefusal(input: TLicenceInput): 'trial' | 'no_licence' | null {
  if (input.isTrial) return 'trial';
  if (input.activeCount + 1 > input.allowed) return 'no_licence';
  return null;
}

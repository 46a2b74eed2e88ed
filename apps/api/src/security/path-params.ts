import type { OwnerFixture } from './fixture.ts';

/**
 * The value of each path parameter, by its name, for a route of the owner's: a row id of the owner's
 * fixture (chosen by the route's path where one name serves several kinds), or a plain value for a
 * parameter that names no row. A route whose parameter is missing here fails the matrix, so a new
 * route cannot go untested.
 */
type ParamValue = (owner: OwnerFixture, url: string) => string | number;

/** Prioritization-only calls under /budgets/:id (ballots, voter codes, results, project order). */
const PRIORITIZATION_PATH = /\/(ballots|voter-codes|results|pbresults|condorcet|pbhappy|projects)(\/|$)/;

const budgetOf = (owner: OwnerFixture, url: string) => {
  if (url.startsWith('/v1/admin/receipts/')) return owner.receipt;
  if (PRIORITIZATION_PATH.test(url))
    return { id: owner.prioritization.id, expense: owner.prioritization.item };
  return owner.simulation;
};

/** The category (and its item) a path names: revenue under /revenue/, else the budget's expense one. */
const categoryOf = (owner: OwnerFixture, url: string) =>
  url.includes('/revenue/') ? owner.simulation.revenue : budgetOf(owner, url).expense;

export const ID_PARAMS: Record<string, ParamValue> = {
  id: (owner, url) => (url.includes('/meetings/') ? owner.meetingId : budgetOf(owner, url).id),
  categoryId: (owner, url) => categoryOf(owner, url).categoryId,
  subId: (owner, url) => categoryOf(owner, url).subId,
  qid: (owner) => owner.simulation.questionId,
  iid: (owner) => owner.simulation.impactId,
  stringId: (owner) => owner.simulation.stringId,
  submissionId: (owner) => owner.prioritization.paperBallotId,
};

/**
 * Parameters that name no row by id: the caller's own key or type, a report name every level has, and
 * the public site's client and page (the subdomain is the one the public matrix swaps for another's).
 */
export const PLAIN_PARAMS: Record<string, ParamValue> = {
  key: () => 'tenancy_probe',
  type: () => 'budget-software',
  report: () => 'comments',
  subdomain: (owner) => owner.subdomain,
  slug: (owner, url) => (url.includes('/receipts/') ? owner.slugs.receipt : owner.slugs.simulation),
  code: () => 'PROBE123',
};

export class UnmappedParamError extends Error {}

/** The route's URL with every parameter filled; throws naming the parameter that has no value. */
export function fillPath(url: string, owner: OwnerFixture): { path: string; idParams: string[] } {
  const idParams: string[] = [];
  const path = url.replace(/:(\w+)/g, (_match, name: string) => {
    const idValue = ID_PARAMS[name];
    if (idValue) {
      idParams.push(name);
      return String(idValue(owner, url));
    }
    const plain = PLAIN_PARAMS[name];
    if (plain) return String(plain(owner, url));
    throw new UnmappedParamError(
      `${url}: path parameter :${name} has no value. Add it to ID_PARAMS (a row id of the owner's fixture) ` +
        'or PLAIN_PARAMS (a value that names no row) in apps/api/src/security/path-params.ts.',
    );
  });
  return { path, idParams };
}

import type { HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { ZBallotCreate, ZSubmissionCreate } from '@commonpurse/domain/public';
import { ITEM_IMAGE_FIELD, LOGO_FIELD } from '@commonpurse/domain';
import type { RouteEntry } from '../http/route-table.ts';
import type { FuzzTarget } from './bad-requests.ts';
import type { OwnerWorld } from './owner-world.ts';
import { fieldsOf, sampleOf } from './schema-walk.ts';

const WRITE_METHODS: readonly HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const isWriteRoute = (route: RouteEntry) => WRITE_METHODS.includes(route.method);

/** Routes of a prioritization alone (ballots, codes, results, one order of projects). */
const PRIORITIZATION_ROUTE = /\/(results|voter-codes|ballots|projects)(\/|$)/;

type Item = { categoryId: number; itemId: number };

/** The owner's row each `:param` of the route names, chosen by where the route is. */
function idsFor(url: string, world: OwnerWorld): Record<string, number> {
  if (url.startsWith('/v1/public/budgets/:id'))
    return { id: url.includes('/voter/') ? world.publicPrioritizationId : world.publicSimulationId };
  if (url.startsWith('/v1/admin/meetings/')) return { id: world.meetingId };
  if (url.startsWith('/v1/admin/receipts/:id'))
    return { id: world.receipt.id, ...itemIds(world.receipt.expense) };
  if (PRIORITIZATION_ROUTE.test(url))
    return {
      id: world.prioritization.id,
      submissionId: world.prioritization.paperBallotId,
      ...itemIds(world.prioritization.expense),
    };
  const { simulation } = world;
  return {
    id: simulation.id,
    qid: simulation.questionId,
    iid: simulation.impactId,
    stringId: simulation.textId,
    ...itemIds(url.includes('/revenue/') ? simulation.revenue : simulation.expense),
  };
}

const itemIds = (item: Item) => ({ categoryId: item.categoryId, subId: item.itemId });

/** Real values for the path: the owner's ids, and a valid sample for a named param (an enum's first value). */
function paramsFor(route: RouteEntry, world: OwnerWorld): Record<string, string> {
  const ids = idsFor(route.url, world);
  const schema = route.schema?.params as z.core.$ZodType | undefined;
  return Object.fromEntries(
    fieldsOf(schema).map(([name, field]) => [name, String(ids[name] ?? sampleOf(field))]),
  );
}

function uploadOf(route: RouteEntry): FuzzTarget['upload'] {
  if (!route.schema?.consumes?.includes('multipart/form-data')) return undefined;
  if (route.url.endsWith('/import')) return { field: 'csv_file', kind: 'csv' };
  if (route.url.endsWith('/logo')) return { field: LOGO_FIELD, kind: 'image' };
  if (route.url.endsWith('/header-image')) return { field: 'header_image', kind: 'image' };
  return { field: ITEM_IMAGE_FIELD, kind: 'image' };
}

/**
 * Bodies a handler parses itself, by target: a submission is a budget for a simulation and a ballot for
 * a prioritization (the route's schema only reads the visit).
 */
function handlerBodies(route: RouteEntry, world: OwnerWorld): Partial<FuzzTarget>[] {
  if (route.method === 'POST' && route.url === '/v1/public/budgets/:id/submissions')
    return [
      { variant: 'simulation', body: ZSubmissionCreate, params: { id: String(world.publicSimulationId) } },
      {
        variant: 'prioritization',
        body: ZBallotCreate,
        params: { id: String(world.publicPrioritizationId) },
      },
    ];
  return [{}];
}

/**
 * Deletions after every other write (a deleted row would turn later requests into 404s), children
 * before parents; signing out last of all.
 */
function runOrder(target: FuzzTarget): number {
  if (target.template === '/v1/logout') return 1_000;
  if (target.method === 'DELETE') return 100 - target.template.split('/').length;
  return 0;
}

/** Every write route of the table, made concrete against the owner's rows. */
export function fuzzTargets(routes: readonly RouteEntry[], world: OwnerWorld): FuzzTarget[] {
  const targets = routes.filter(isWriteRoute).flatMap((route) =>
    handlerBodies(route, world).map((override): FuzzTarget => ({
      method: route.method,
      template: route.url,
      params: paramsFor(route, world),
      query: route.schema?.querystring as z.core.$ZodType | undefined,
      body: route.schema?.body as z.core.$ZodType | undefined,
      upload: uploadOf(route),
      ...override,
    })),
  );
  return targets.sort((a, b) => runOrder(a) - runOrder(b));
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListRoutes } from '../structure/list-routes.ts';
import { RECEIPT_STRUCTURE_SCHEMAS } from '../structure/schemas.ts';
import type { StructureDeps } from '../structure/service.ts';

const RECEIPT_PATH = '/v1/admin/receipts/:id';

/**
 * docs/api.md "Taxpayer receipt spending": a receipt's spending categories and items are the structure
 * module's expense list, registered a second time under the receipt's path with the receipt guard
 * (decision 0398). The spec names the export expense-export.
 */
export const receiptStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: StructureDeps = { db: app.db, storage: app.storage, log: app.log, parent: 'receipt' };
  await app.register(categoryListRoutes, {
    deps,
    list: 'expenses',
    parentPath: RECEIPT_PATH,
    exportPath: `${RECEIPT_PATH}/expense-export`,
    schemas: RECEIPT_STRUCTURE_SCHEMAS,
  });
};

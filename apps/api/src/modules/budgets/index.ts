// The access layer of a simulation ("budget" row) and its children: the one file other modules import.
export {
  receiptStatusOf,
  requireBudget,
  requireEditable,
  requireEditableReceipt,
  requireReceipt,
} from './access.ts';
export {
  clientCapabilities,
  requireCapability,
  requireReceiptsEnabled,
  type TCapability,
  type TCapabilityFlags,
} from './capabilities.ts';
export { refusal } from './refusal.ts';
export {
  findBudget,
  findDuplicableBudget,
  findReceiptRow,
  isSlugTaken,
  lockClient,
  notReceipt,
  ownedBudgetId,
  ownerColumns,
  statusOf,
  type BudgetOwner,
  type BudgetRow,
  type OwnedBudget,
} from './repo.ts';
export { DELETED, SAVED, ZBudgetIds, ZBudgetParams, ZDeletedResponse, ZSavedResponse } from './schemas.ts';
export { inBudget, inBudgetCategories, inBudgetImpacts, scopeOf, type BudgetScope } from './scope.ts';
export { positionOf } from './order.ts';
export { publicSiteUrlOf, publicUrlOf, type UrlSettings } from './public-url.ts';
export { remapQuestionLinks } from './question-links.ts';
export { copyCategoryTree, idMap, insertAll, mapped } from './copy-tree.ts';
export {
  exportableBudgets,
  exportFileName,
  submissionsCsv,
  SUBMISSION_EXPORT_COLUMNS,
} from './submissions-export.ts';

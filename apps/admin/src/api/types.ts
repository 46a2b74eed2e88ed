// Response shapes of docs/api.md, inferred from the zod schemas the server serialises with.
export type { TClientView as TClient, TMe, TManagedPublisher } from '@commonpurse/domain';

export interface TData<T> {
  data: T;
}

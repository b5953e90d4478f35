/** Query keys of the FOTA batch panel; mutations invalidate through `batchKeys.all`. */
export const batchKeys = {
  all: ['fota-batches'] as const,
  list: (filter: BatchFilter) => [...batchKeys.all, 'list', filter] as const,
};

export interface BatchFilter {
  categoryName?: string;
  brandName?: string;
  modelNumber?: string;
}

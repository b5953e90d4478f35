import { LOG_PAGE_SIZE } from '@console/contracts/constants';

/**
 * The paging part of every log call: page `index` of 100 rows (spec 001 sections 7 and 9). The size
 * is sent even though the server defaults to it, as the spec's calls carry it.
 */
export const logPageQuery = (index: number) => ({ index, size: LOG_PAGE_SIZE });

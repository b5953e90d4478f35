import { getIduConfigModelIds } from '@console/contracts/idu-config';
import { apiCall } from '@/shared/api/api-call';

/** The Model IDs one config is for: what Edit Configuration starts from. */
export const fetchConfigModelIds = (configId: string) =>
  apiCall(getIduConfigModelIds, { params: { configId } });

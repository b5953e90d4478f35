import { getIduConfig } from '@console/contracts/idu-config';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { iduConfigKeys } from './keys';

/** The IDU config rows of one Model ID or one Config ID (spec 001 section 7). */
export const iduConfigQuery = (by: 'modelId' | 'configId', value: string) =>
  queryOptions({
    queryKey: iduConfigKeys.search(by, value),
    queryFn: ({ signal }) => apiCall(getIduConfig, { query: { [by]: value }, signal }),
    retry: false,
  });

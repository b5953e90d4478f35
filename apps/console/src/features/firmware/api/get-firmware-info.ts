import { firmwareInfoReport } from '@console/contracts/firmware';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { firmwareKeys } from './keys';

/** The firmware info report: every allowed category's versions and shares. */
export const useFirmwareInfo = () =>
  useQuery({
    queryKey: [...firmwareKeys.all, 'info'],
    queryFn: ({ signal }) => apiCall(firmwareInfoReport, { signal }),
  });

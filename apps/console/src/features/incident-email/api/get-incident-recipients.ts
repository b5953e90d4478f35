import { getIncidentRecipients } from '@console/contracts/incident-email';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { incidentEmailKeys } from './keys';

/** Who Report Incidence mails go to: the server's configured list, shown in the dialog and sent as `to`. */
export const incidentRecipientsQuery = () =>
  queryOptions({
    queryKey: incidentEmailKeys.recipients(),
    queryFn: ({ signal }) => apiCall(getIncidentRecipients, { signal }),
    staleTime: 5 * 60_000,
  });

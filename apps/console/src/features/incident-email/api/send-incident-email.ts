import { type SendEmailBody, sendEmail } from '@console/contracts/incident-email';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

/** Report Incidence's Send E-mail (spec 000 section 7); the server picks the recipients. */
export function useSendIncidentEmail() {
  return useMutation({ mutationFn: (body: SendEmailBody) => apiCall(sendEmail, { body }) });
}

// Texts no single area owns stay here (shell, sign-in, labels, scanner, commands); each area's are in its own folder.
import { apiTokenMessages } from '../api-tokens/api-tokens.messages';
import { auditLogMessages } from '../audit-log/audit-log.messages';
import { dealerMessages } from '../dealers/dealers.messages';
import { deviceActionMessages } from '../device-actions/device-actions.messages';
import { deviceHistoryMessages } from '../device-history/device-history.messages';
import { logMessages } from '../device-logs/device-logs.messages';
import { deviceModelMessages } from '../device-models/device-models.messages';
import { deviceMessages } from '../devices/devices.messages';
import { feedbackMessages } from '../feedback/feedback.messages';
import { firmwareMessages } from '../firmware/firmware.messages';
import { fotaJobMessages } from '../fota-jobs/fota-jobs.messages';
import { homeMessages } from '../homes/homes.messages';
import { iduConfigMessages } from '../idu-config/idu-config.messages';
import { incidentEmailMessages } from '../incident-email/incident-email.messages';
import { insightMessages } from '../insights/insights.messages';
import { manufacturedDeviceMessages } from '../manufactured-devices/manufactured-devices.messages';
import { deliveryFunnelMessages } from '../notifications/delivery-funnel.messages';
import { notificationMessages } from '../notifications/notifications.messages';
import { labelPrinterMessages } from '../qr-codes/label-printers.messages';
import { qrCodeMessages } from '../qr-codes/qr-codes.messages';
import { phasedRolloutMessages } from '../rollouts/phased-rollouts.messages';
import { rolloutMessages } from '../rollouts/rollouts.messages';
import { fleetScreenMessages } from '../segments/fleet-screen.messages';
import { segmentMessages } from '../segments/segments.messages';
import { ssoMessages } from '../sso/sso.messages';
import { timelineMessages } from '../timeline/timeline.messages';
import { userMessages } from '../users/users.messages';
import { webhookMessages } from '../webhooks/webhooks.messages';
import { accountMessages } from './account';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { deviceCommandMessages } from './device-commands';
import { labelMessages } from './labels';
import { parameterMessages } from './parameters';
import { scannerMessages } from './scanner';

/** The one message catalogue: every user-facing text, by code. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...labelMessages,
  ...scannerMessages,
  ...deviceCommandMessages,
  ...userMessages,
  ...deviceMessages,
  ...firmwareMessages,
  ...logMessages,
  ...homeMessages,
  ...deviceHistoryMessages,
  ...parameterMessages,
  ...deviceModelMessages,
  ...deviceActionMessages,
  ...incidentEmailMessages,
  ...dealerMessages,
  ...feedbackMessages,
  ...iduConfigMessages,
  ...fotaJobMessages,
  ...rolloutMessages,
  ...phasedRolloutMessages,
  ...qrCodeMessages,
  ...labelPrinterMessages,
  ...manufacturedDeviceMessages,
  ...insightMessages,
  ...notificationMessages,
  ...deliveryFunnelMessages,
  ...auditLogMessages,
  ...segmentMessages,
  ...fleetScreenMessages,
  ...apiTokenMessages,
  ...ssoMessages,
  ...timelineMessages,
  ...webhookMessages,
} as const;

export type MessageCode = keyof typeof messages;
export { fillMessage } from './fill-message';

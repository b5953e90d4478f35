import { auditLogMessages } from '../audit-log/audit-log.messages';
import { accountMessages } from './account';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { dealerMessages } from './dealers';
import { deviceActionMessages } from './device-actions';
import { deviceModelMessages } from './device-models';
import { deviceMessages } from './devices';
import { feedbackMessages } from './feedback';
import { firmwareMessages } from './firmware';
import { fotaJobMessages } from './fota-jobs';
import { homeMessages } from './homes';
import { iduConfigMessages } from './idu-config';
import { incidentEmailMessages } from './incident-email';
import { insightMessages } from './insights';
import { devicePopupMessages, logMessages } from './logs';
import { manufacturedDeviceMessages } from './manufactured-devices';
import { notificationMessages } from './notifications';
import { parameterMessages } from './parameters';
import { qrCodeMessages } from './qr-codes';
import { rolloutMessages } from './rollouts';
import { userMessages } from './users';

/** The one message catalogue: every user-facing text, by code. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...userMessages,
  ...deviceMessages,
  ...firmwareMessages,
  ...logMessages,
  ...homeMessages,
  ...devicePopupMessages,
  ...parameterMessages,
  ...deviceModelMessages,
  ...deviceActionMessages,
  ...incidentEmailMessages,
  ...dealerMessages,
  ...feedbackMessages,
  ...iduConfigMessages,
  ...fotaJobMessages,
  ...rolloutMessages,
  ...qrCodeMessages,
  ...manufacturedDeviceMessages,
  ...insightMessages,
  ...notificationMessages,
  ...auditLogMessages,
} as const;

export type MessageCode = keyof typeof messages;
export { fillMessage } from './logs';

import { authMessages } from './auth';
import { commonMessages } from './common';
import { deviceMessages } from './devices';
import { logMessages } from './logs';
import { userMessages } from './users';

/** The one message catalogue: every user-facing text, by code. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...userMessages,
  ...deviceMessages,
  ...logMessages,
} as const;

export type MessageCode = keyof typeof messages;

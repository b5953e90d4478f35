import { type MessageCode, messages } from '@console/contracts/messages';

/**
 * An error the client may see: an HTTP status and a catalogue message; `detail`, fields the call's
 * contract declares beside them (what a refusal is about), sent in the same body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    message: string = messages[code],
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 429 that says when to try again: the Retry-After header, in whole seconds. */
export class RetryLaterError extends AppError {
  constructor(
    code: MessageCode,
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(429, code, message);
  }
}

export const badRequest = (code: MessageCode = 'invalidRequest') => new AppError(400, code);
export const unauthorized = (code: MessageCode = 'sessionExpired') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageCode = 'notFound') => new AppError(404, code);
export const tooMany = (code: MessageCode = 'tooManyAttempts') => new AppError(429, code);
export const unavailable = (code: MessageCode) => new AppError(503, code);

const codeByText = new Map<string, MessageCode>(
  Object.entries(messages).map(([code, text]) => [text, code as MessageCode]),
);

/** A 400 for a rule that returned its catalogue text (the shared rules of packages/contracts do). */
export const badRequestFor = (text: string) => badRequest(codeByText.get(text) ?? 'invalidRequest');

import { type MessageCode, messages } from '@console/contracts/messages';

/** An error the client may see: an HTTP status and a catalogue message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    message: string = messages[code],
  ) {
    super(message);
  }
}

export const badRequest = (code: MessageCode = 'invalidRequest') => new AppError(400, code);
export const unauthorized = (code: MessageCode = 'sessionExpired') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageCode = 'notFound') => new AppError(404, code);
export const tooMany = (code: MessageCode = 'tooManyAttempts') => new AppError(429, code);

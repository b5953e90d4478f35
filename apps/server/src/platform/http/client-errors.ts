import { sqlState } from '../db/sql-state';

/*
 * Errors that a malformed request causes deeper down, recognised in one place so they leave as a
 * 400 (the caller sent something the platform cannot take) and never as a 500.
 */

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22): a NUL byte or an invalid UTF-8 sequence in a
 * text value (22021), a number out of range (22003), a value that does not parse as its column's
 * type (22P02, 22007, 22008).
 */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * The multipart parser's (busboy's) refusals of a body it cannot read; they carry no code. A
 * boundary past 256 characters is refused by its search ('The needle cannot have a length ...').
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|Malformed content type|The needle cannot have a length bigger than)/;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && MALFORMED_MULTIPART.test(error.message);
}

/** True when `error` comes from what the client sent, not from a fault of the platform. */
export function isClientDataError(error: unknown): boolean {
  return isDataException(error) || isMalformedMultipart(error);
}

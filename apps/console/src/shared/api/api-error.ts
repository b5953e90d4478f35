import { ErrorBody } from '@console/contracts/http';

/** A failed call: `status` 0 means no response reached us; `serverMessage` is the API's own text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly code?: string,
    /** The whole answer, for a screen that shows more of a refusal than its message. */
    readonly body?: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    const json: unknown = await res.json().catch(() => null);
    const body = ErrorBody.safeParse(json);
    return body.success
      ? new ApiError(res.status, body.data.message, body.data.code, json)
      : new ApiError(res.status);
  }
}

/** The server's message when it sent one, else the screen's own catalogue text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

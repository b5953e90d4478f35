import { ErrorBody } from '@console/contracts/http';

/** A failed call: `status` 0 means no response reached us; `serverMessage` is the API's own text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly code?: string,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    const body = ErrorBody.safeParse(await res.json().catch(() => null));
    return body.success
      ? new ApiError(res.status, body.data.message, body.data.code)
      : new ApiError(res.status);
  }
}

/** The server's message when it sent one, else the screen's own catalogue text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/**
 * A query's `refetchInterval` that reads the data again every `ms` while `live` says it can still
 * change, and stops once it cannot (or before the first answer). TanStack Query pauses the
 * interval while the browser tab is hidden (unless a query sets `refetchIntervalInBackground`) and
 * reads again when it is shown, so a screen left open in a hidden tab costs the server nothing.
 */
export const pollWhile =
  <T>(live: (data: T) => boolean, ms: number) =>
  (query: { state: { data: T | undefined } }): number | false =>
    query.state.data !== undefined && live(query.state.data) ? ms : false;

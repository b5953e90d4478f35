import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageSpinner } from '@/shared/ui/page-spinner';

const ServerErrorPage = lazy(() => import('./server-error-page'));

/**
 * How browsers word a lazily loaded chunk that is gone: after a new deployment an open page still
 * asks for the chunk names of the build it was loaded from.
 */
const CHUNK_GONE =
  /dynamically imported module|Importing a module script failed|Failed to load module script/i;
const RELOADED_AT = 'chunk-reload-at';
/** At most one automatic reload in this window, so a chunk that is really missing cannot loop. */
const RELOAD_WINDOW_MS = 30_000;

const isChunkGone = (error: unknown) => error instanceof Error && CHUNK_GONE.test(error.message);

/**
 * What a route shows when rendering it throws: a chunk gone after a deployment reloads the page
 * once (same address, so the search and tabs come back); anything else is the 500 page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const reload =
    isChunkGone(error) && Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) > RELOAD_WINDOW_MS;
  useEffect(() => {
    if (!reload) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  }, [reload]);
  return reload ? (
    <PageSpinner />
  ) : (
    <Suspense fallback={<PageSpinner />}>
      <ServerErrorPage />
    </Suspense>
  );
}

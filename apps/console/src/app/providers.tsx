import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { AlertBanner } from '@/shared/ui/alert-banner';

/** Lookups are not retried on a client error: the answer will not change. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);

  // Nothing fetched for one person may be shown to the next: drop it all at sign-out (except the tenant).
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get()) client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'tenant' });
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <AlertBanner />
      {children}
    </QueryClientProvider>
  );
}

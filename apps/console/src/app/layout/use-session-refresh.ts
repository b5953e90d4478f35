import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tokenDetailsQuery } from '@/features/auth/api/get-token-details';
import { sessionStore } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';

/** On entering the app, re-read the token details: a dead session meets its 401 at once. */
export function useSessionRefresh(): void {
  const session = useSession();
  const { data } = useQuery({ ...tokenDetailsQuery(session?.token ?? ''), enabled: Boolean(session) });
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(sessionStore.get()?.user)) sessionStore.update(data);
  }, [data]);
}

import { type BulkAction, ENDED_BULK_ACTION_STATES } from '@console/contracts/segments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { segmentKeys } from '../api/keys';

/**
 * Reads the searches again when a bulk action seen open has ended: its devices changed (an
 * offboarded device has no home and no onboarding), and the answer on screen showed them as before.
 */
export function useSearchesAfterBulk(actions: readonly BulkAction[] | undefined) {
  const client = useQueryClient();
  const open = useRef(new Set<string>());
  useEffect(() => {
    if (!actions) return;
    const ended = actions.some(
      (a) => open.current.has(a.actionId) && ENDED_BULK_ACTION_STATES.includes(a.state),
    );
    open.current = new Set(
      actions.filter((a) => !ENDED_BULK_ACTION_STATES.includes(a.state)).map((a) => a.actionId),
    );
    if (ended) void client.invalidateQueries({ queryKey: segmentKeys.searches() });
  }, [actions, client]);
}

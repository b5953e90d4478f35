import { ROLLOUT_STATES, type RolloutState } from '@console/contracts/rollouts';
import { useUrlFilters } from '@/shared/routing/use-url-filters';
import { useUrlPage } from '@/shared/routing/use-url-page';
import type { RolloutListFilter } from '../api/keys';

export const ROLLOUT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_SIZE = 20;
const NAMES = ['state', 'model', 'size'] as const;

const stateOf = (value: string | undefined) => ROLLOUT_STATES.find((s) => s === value);
const sizeOf = (value: string | undefined) =>
  ROLLOUT_PAGE_SIZES.find((s) => String(s) === value) ?? DEFAULT_SIZE;

/** The rollout list's state and model filters, page and page size, all in the URL. */
export function useRolloutListParams() {
  const [filters, setFilters] = useUrlFilters(NAMES);
  const [page, setPage] = useUrlPage();
  const size = sizeOf(filters.size);
  const query: RolloutListFilter = {
    page,
    size,
    state: stateOf(filters.state),
    modelNumber: filters.model || undefined,
  };
  return {
    query,
    page,
    size,
    setState: (state: RolloutState | undefined) => setFilters({ state }),
    setModel: (model: string) => setFilters({ model: model.trim() }),
    /** A new page size starts on the first page; the same size moves to `next`. */
    setPage: (next: number, nextSize: number) =>
      nextSize === size ? setPage(next) : setFilters({ size: String(nextSize) }),
  };
}

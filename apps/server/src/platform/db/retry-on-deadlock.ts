import { sqlState } from './sql-state';

/** PostgreSQL's code for a statement it ended to break a deadlock. */
const DEADLOCK = '40P01';

/** Whether `error` is PostgreSQL ending a deadlock. */
export const isDeadlock = (error: unknown): boolean => sqlState(error) === DEADLOCK;

/**
 * Runs `work` again when PostgreSQL ended it to break a deadlock, up to `tries` times in all. Only
 * for work that is its own transaction (a statement outside one, or a whole transaction): inside
 * a transaction the deadlock has ended that transaction too.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * Work run every `stepSeconds` and at once when woken, one run at a time: a wake during a run
 * asks for one more run right after it (however many wakes came). The background steppers of
 * phased rollouts and bulk actions keep their state in the database, so a run only ever carries
 * on from what is stored.
 */
export function createWakeableLoop(run: () => Promise<void>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  function wake() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    start(stepSeconds: number) {
      started = true;
      timer = setInterval(wake, stepSeconds * 1000);
      wake();
    },
    /** Stops the timer and wakes, and waits for the run in progress. */
    async stop() {
      started = false;
      again = false;
      clearInterval(timer);
      await running;
    },
    /** Resolves when no run is in progress (tests wait on it after a wake). */
    async idle() {
      while (running) await running;
    },
  };
}

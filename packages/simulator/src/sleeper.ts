/** Waits a device can cut short: `sleep` resolves true after its time, or false at once on `wake`. */
export function createSleeper() {
  const sleeping = new Set<() => void>();
  let awake = false;
  return {
    sleep(ms: number): Promise<boolean> {
      if (awake) return Promise.resolve(false);
      return new Promise((resolve) => {
        const end = (done: boolean) => {
          clearTimeout(timer);
          sleeping.delete(early);
          resolve(done);
        };
        const early = () => end(false);
        const timer = setTimeout(() => end(true), ms);
        sleeping.add(early);
      });
    },
    /** Ends every wait now and every later one at once (the device stops). */
    wake(): void {
      awake = true;
      for (const early of [...sleeping]) early();
    },
  };
}

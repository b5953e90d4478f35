import type { CaptchaChallengeToSolve } from '@console/contracts/captcha';

/** Solves in a worker of its own, so typing stays smooth while the proof of work runs. */
export function solveInWorker(challenge: CaptchaChallengeToSolve): Promise<number | null> {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<number | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<number | null>) => resolve(event.data);
    worker.onerror = () => reject(new Error('captcha worker failed'));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}

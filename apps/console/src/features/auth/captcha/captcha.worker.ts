/// <reference lib="webworker" />
import type { CaptchaChallengeToSolve } from '@console/contracts/captcha';
import { solveChallenge } from './solve-challenge';

// Off the main thread, so the page stays responsive while the proof of work runs.
self.onmessage = (event: MessageEvent<CaptchaChallengeToSolve>) => {
  self.postMessage(solveChallenge(event.data));
};

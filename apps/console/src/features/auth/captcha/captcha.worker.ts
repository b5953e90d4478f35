/// <reference lib="webworker" />
import { type Challenge, solveChallenge } from './solve-challenge';

// Off the main thread, so the page stays responsive while the proof of work runs.
self.onmessage = (event: MessageEvent<Challenge>) => {
  self.postMessage(solveChallenge(event.data));
};

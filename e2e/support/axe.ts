import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe findings on the page at rest, as readable lines. The pointer is moved
 * off the page first: a link left under it by the last click shows its lighter hover colour,
 * which is not what a person reads (a timeline entry's link failed contrast that way).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settleMotion(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
    );
}

/** Waits for Ant Design's entry motions and hover transitions to end (spinners run forever). */
async function settleMotion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // One frame, so transitions the pointer move started are listed.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

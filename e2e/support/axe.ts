import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe findings on the page as it is now, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Let Ant Design's entry motions finish: half-faded text is not what a person reads.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`,
    );
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core (the npm package's own browser build) run inside the page. The app's Content-Security-Policy refuses
// inline scripts, so the source is evaluated through the DevTools protocol rather than added as a <script>.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Waits for the page's finite animations and transitions to end: a drawer or modal fading in is read by axe at its
 * half-way colours (a placeholder or a primary button then fails the contrast rule on a busy machine).
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The serious and critical WCAG violations axe finds on the page as it is now (open drawers and modals too). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`,
      ),
    );
}

/** Fails, listing each element and rule, when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

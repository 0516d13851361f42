// axe-core over one screen: every rule axe runs by default (WCAG 2.x A/AA
// and best practices), over the whole page, nothing excluded.
import { AxeBuilder } from '@axe-core/playwright';

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];

/**
 * @returns {Promise<{ summary: { id: string, impact: string, help: string, nodes: number,
 *   targets: string[] }[], violations: object[] }>} violations: axe's own results
 */
export async function axeViolations(page) {
  // antd fades and slides things in; let motion finish before checking colours.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
    .sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact));
  return { summary, violations };
}

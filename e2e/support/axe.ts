// The one accessibility check of the browser tests: axe-core's serious and critical findings on a page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const COUNTED = new Set(['serious', 'critical']);

/**
 * The rules that can only report a moderate or minor finding (axe gives each rule the highest impact of its checks).
 * The tests count serious and critical findings only, so these rules are not run at all (`region` and the landmark
 * rules walk the whole document for findings the tests then dropped): a pass over an account page took 0.8-1.6 s
 * instead of 1.0-2.2 s on 2 cores. Read from the installed axe-core, so an upgrade that makes a rule serious runs it.
 */
function rulesThatCannotCount(): string[] {
  const rules = (axe as unknown as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules;
  if (!rules?.length || rules.some((rule) => typeof rule.impact !== 'string')) {
    throw new Error('axe-core no longer lists its rules with their impact (axe._audit.rules): update e2e/support/axe.ts');
  }
  return rules.filter((rule) => !COUNTED.has(rule.impact!)).map((rule) => rule.id);
}

const SKIPPED_RULES = rulesThatCannotCount();

/** Serious and critical axe findings on the page (or inside `include`), as `rule: help (targets)` lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).disableRules(SKIPPED_RULES);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => COUNTED.has(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

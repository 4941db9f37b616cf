// axe-core in the page under test: loaded by evaluating its source (a script tag would be an inline script, which
// the console's Content-Security-Policy refuses), then run on the whole document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

const AXE_SOURCE = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** Loads axe-core into the page (again after a navigation: each document needs its own). */
export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}

/** axe-core's violations on the page shown, each node's html cut to 160 characters */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document)).violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 160) })),
    }));
  });
}

/** the serious and critical violations on the page shown, one line each */
export async function seriousFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`,
    );
}

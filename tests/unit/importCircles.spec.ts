// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { circlesOf, describeCircle, importGraph } from '../../scripts/audit/importCircles.ts';

describe('import circles (issue 34)', () => {
  it('finds a circle when there is one, and names its files', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    const circles = circlesOf(graph);
    expect(circles).toHaveLength(1);
    expect(describeCircle(circles[0])).toBe('3 files: a.ts -> b.ts -> c.ts -> a.ts');
  });

  // reading about 1,100 files takes about 12 s on an idle machine; much longer beside other test files on 2 cores
  it('server/, domain/ and src/ import one another without a circle at run time (type imports aside)', async () => {
    const graph = await importGraph(true);
    // the graph really was read: the server's entry and the registry of repositories are in it
    expect(graph.get('server/main.ts')?.length).toBeGreaterThan(0);
    expect(graph.has('server/repositories/index.ts')).toBe(true);
    expect(circlesOf(graph).map(describeCircle)).toEqual([]);
  }, 300_000);
});

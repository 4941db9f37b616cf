/**
 * Import circles of the server, the shared domain and the console (issue 34): the import graph of server/, domain/
 * and src/ as dpdm reads it, and its strongly connected components of more than one file. A component is a circle:
 * each of its files reaches every other through imports, so none of them can load first. `runTime` leaves out the
 * imports the compiler erases (`import type`, names used only as types): those never run.
 *
 * Run alone: `npx tsx scripts/audit/importCircles.ts` prints the circles at run time and in all.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDependencyTree, type DependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['server/**/*.ts', 'domain/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx'];
/** tests import what they test from the side; a circle through a spec is not one the program loads */
const NOT_PROGRAM = /\.spec\.tsx?$|\.d\.ts$|(^|\/)node_modules\//;

export interface ImportCircle {
  /** the files of the circle, sorted */
  files: string[];
  /** one closed path through the circle, first file repeated at the end: how to read it */
  path: string[];
}

/** The project's import graph, file → files it imports (relative to the repository, program files only). */
export async function importGraph(runTime: boolean): Promise<Map<string, string[]>> {
  const tree: DependencyTree = await parseDependencyTree(SOURCES, {
    context: root,
    cwd: root,
    transform: runTime,
    skipDynamicImports: false,
    tsconfig: path.join(root, 'tsconfig.json'),
    exclude: /node_modules/,
  });
  const graph = new Map<string, string[]>();
  for (const [file, dependencies] of Object.entries(tree)) {
    if (NOT_PROGRAM.test(file) || !dependencies) continue;
    const targets = dependencies
      .map((dependency) => dependency.id)
      .filter((id): id is string => id !== null && !NOT_PROGRAM.test(id) && id in tree);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each with one path around it. */
export function circlesOf(graph: Map<string, string[]>): ImportCircle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components
    .map((files) => ({ files, path: pathAround(graph, files) }))
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}

/** The shortest way from the component's first file back to itself, inside the component. */
function pathAround(graph: Map<string, string[]>, files: string[]): string[] {
  const members = new Set(files);
  const start = files[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return files;
}

export function describeCircle(circle: ImportCircle): string {
  const offPath = circle.files.filter((file) => !circle.path.includes(file));
  const also = offPath.length > 0 ? ` (also in it: ${offPath.join(', ')})` : '';
  return `${circle.files.length} files: ${circle.path.join(' -> ')}${also}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const runTime of [true, false]) {
    const circles = circlesOf(await importGraph(runTime));
    console.log(`${runTime ? 'At run time' : 'In all (type imports too)'}: ${circles.length} circle(s)`);
    for (const circle of circles) console.log(`  ${describeCircle(circle)}`);
  }
}

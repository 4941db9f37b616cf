// The areas' lists are the console's only registration of its screens: each sidebar entry opens a registered
// screen, no path is registered twice, and the sidebar keeps one order.
import { describe, expect, it } from 'vitest';
import { AREAS, MENU } from './areas';

const routePaths = AREAS.flatMap((area) => area.routes.map((route) => route.path));
const resourcePaths = AREAS.flatMap((area) => (area.resources ?? []).map((resource) => `/${resource.name}`));

describe('console areas', () => {
  it('registers each path once', () => {
    const all = [...routePaths, ...resourcePaths];
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });

  it('opens a registered screen from every sidebar entry', () => {
    const registered = new Set([...routePaths, ...resourcePaths]);
    expect(MENU.filter((entry) => !registered.has(entry.path)).map((entry) => entry.path)).toEqual([]);
  });

  it('gives every sidebar entry its own name and place', () => {
    expect(new Set(MENU.map((entry) => entry.name)).size).toBe(MENU.length);
    expect(new Set(MENU.map((entry) => entry.order)).size).toBe(MENU.length);
  });

  it('guards every screen of a menu entry with the entry privilege', () => {
    const routes = AREAS.flatMap((area) => area.routes);
    const mismatched = MENU.flatMap((entry) => {
      const route = routes.find((r) => r.path === entry.path);
      return route && route.privilege !== entry.privilege ? [entry.path] : [];
    });
    expect(mismatched).toEqual([]);
  });
});

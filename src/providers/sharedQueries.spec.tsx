// One resource, one hook, one shape: the alias configuration reaches the product list, the product form, the
// tag update history and the update-task screens through src/providers/sharedQueries.ts only, cached as a plain
// array, so a screen that loaded it first cannot hand another one a `{ data }` ('e.map is not a function').
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const aliases = [{ index: 2, name: 'Description' }];
vi.mock('./httpClient', () => ({ callApi: vi.fn(() => Promise.resolve({ data: aliases })) }));
vi.mock('../layout/ErrorDialog', () => ({ useErrorDialog: () => vi.fn(() => Promise.resolve()) }));

const { useAliases } = await import('./sharedQueries');
const { aliasKeys } = await import('../generated/client');
const { useAliases: useTaskAliases } = await import('../tasks/useAliases');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('shared queries', () => {
  it('caches the alias configuration as an array that every screen reads as an array', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const product = renderHook(() => useAliases({ critical: true }), { wrapper });
    await waitFor(() => expect(product.result.current).toEqual(aliases));
    const task = renderHook(() => useTaskAliases(), { wrapper });
    expect(task.result.current.map((a) => a.name)).toEqual(['Description']);
    expect(Array.isArray(client.getQueryData(aliasKeys.get()))).toBe(true);
  });

  it('is the only place of the console that reads /config/alias or /layout/name', () => {
    const sources = files(join(import.meta.dirname, '..')).filter(
      (path) => /\.tsx?$/.test(path) && !path.endsWith('.spec.tsx') && !path.endsWith('.spec.ts'),
    );
    const named = (pattern: RegExp) =>
      sources
        .filter((path) => pattern.test(readFileSync(path, 'utf8')))
        .map((path) => path.slice(path.indexOf('src/')));
    // the paths only in the generated client (schemas/alias and layout x-calls), its reads only here
    expect(named(/['`]\/(config\/alias|layout\/name)['`]/)).toEqual(['src/generated/client.ts']);
    expect(named(/\b(aliasCalls\.get|layoutCalls\.names|aliasKeys\.get|layoutKeys\.names)\b/)).toEqual([
      'src/providers/sharedQueries.ts',
    ]);
  });
});

// Resources that several screens read (DESIGN: one resource, one hook, one shape): the alias configuration
// (GET /config/alias) and the layout names (GET /layout/name), each under its generated query key with one fetcher
// that answers a plain array, so whichever screen loads first fills the cache in the shape every other one expects.
// `critical` applies the error rule's logout (doc 2 §8: the product list and the update history need the aliases).
import { useQuery } from '@tanstack/react-query';
import { useLoadFailure } from '../layout/useLoadFailure';
import type { LayoutName } from '../../domain/generated/calls';
import type { AliasEntry } from '../../domain/settings';
import { aliasCalls, aliasKeys, layoutCalls, layoutKeys } from '../generated/client';

export type { AliasEntry, LayoutName };

const listOf = <T>(answer: { data?: T[] } | T[]): T[] =>
  Array.isArray(answer) ? answer : (answer.data ?? []);

export const sharedQueries = {
  aliases: {
    queryKey: aliasKeys.get(),
    queryFn: ({ signal }: { signal?: AbortSignal }) => aliasCalls.get({ signal }).then(listOf),
  },
  layoutNames: {
    queryKey: layoutKeys.names(),
    queryFn: ({ signal }: { signal?: AbortSignal }) => layoutCalls.names({ signal }).then(listOf),
  },
} as const;

/** POST /config/alias: the whole list (the alias configuration page; read with useAliases); each entry is a
 * form row (x-forms.aliasRow), whatever fields the form names */
export const saveAliases = (data: AliasEntry[]) =>
  aliasCalls.save({ body: { data: data.map((entry) => ({ ...entry })) } });

function useShared<T>(
  query: { queryKey: readonly string[]; queryFn: (c: { signal?: AbortSignal }) => Promise<T[]> },
  critical: boolean,
) {
  const result = useQuery({ ...query, retry: false, staleTime: 60_000 });
  useLoadFailure(result.error, critical);
  return result;
}

/** the alias configuration; undefined while it loads */
export function useAliases({ critical = false }: { critical?: boolean } = {}): AliasEntry[] | undefined {
  return useShared(sharedQueries.aliases, critical).data;
}

export function useLayoutNames(): LayoutName[] {
  return useShared(sharedQueries.layoutNames, false).data ?? [];
}

// The alias configuration (doc 2 §3 Alias configuration entry), loaded once per page. Doc 2 §8: a failure to
// load it shows the error, then logs the user out and reloads the page (loadFailureRule.ts).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLoadFailure } from '../layout/useLoadFailure';
import { getAliases } from '../tags/history/api';

export function useAliases() {
  const onFailure = useLoadFailure('aliasConfig');
  const query = useQuery({
    queryKey: ['config', 'alias'],
    queryFn: ({ signal }) => getAliases(signal),
    retry: false,
    staleTime: 60_000,
  });
  const { error } = query;
  useEffect(() => {
    if (error) void onFailure(error);
  }, [error, onFailure]);
  return query.data ?? [];
}

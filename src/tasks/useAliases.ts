// The alias configuration (doc 2 §3 Alias configuration entry), loaded once per page. Doc 2 §8: a failure to
// load it shows the error, then logs the user out and reloads the page.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../layout/ErrorDialog';
import { dropSession } from '../monitoring/usePageQuery';
import { getAliases } from '../tags/history/api';

export function useAliases() {
  const showError = useErrorDialog();
  const query = useQuery({
    queryKey: ['config', 'alias'],
    queryFn: ({ signal }) => getAliases(signal),
    retry: false,
    staleTime: 60_000,
  });
  const { error } = query;
  useEffect(() => {
    if (error) void showError(error).then(() => dropSession());
  }, [error, showError]);
  return query.data ?? [];
}

// Store list input: the stores from GET /status/store, those the user may see, which are the stores it may give
// (domain/grantRules.ts).
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput } from 'react-admin';
import { storeSummaryQuery } from '../../dashboard/StoreSummaryTable';

export function StoreListInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const { data, isPending } = useQuery({ ...storeSummaryQuery, select: (answer) => answer.data });
  const choices = (data ?? []).map((store) => ({
    id: String(store.storeCode),
    name: `${String(store.storeName ?? store.storeCode)} (${String(store.storeCode)})`,
  }));
  return (
    <AutocompleteArrayInput
      source={source}
      choices={choices}
      isPending={isPending}
      fullWidth
      disabled={disabled}
    />
  );
}

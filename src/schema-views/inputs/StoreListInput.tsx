// Store list input: the stores from GET /status/store, those the user may see, which are the stores it may give
// (domain/grantRules.ts).
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function StoreListInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['status', 'store'],
    queryFn: () => dataProvider.storeSummary(),
  });
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

// The name of a store on the sensor pages, 'Gangnam (KR001)', from the sensor store summaries (GET /status/sensor,
// the map's call, so a page opened from the map or the table reads it from the cache).
import { storeLabel } from '../domain/storeLabel';
import { usePageQuery } from '../monitoring/usePageQuery';
import { getSensorStores } from './api';

export const SENSOR_STORES_KEY = ['sensor', 'stores'];

export function useSensorStoreLabel(storeCode: string): string {
  const { data } = usePageQuery({
    queryKey: SENSOR_STORES_KEY,
    queryFn: ({ signal }) => getSensorStores(signal),
    staleTime: 60_000,
  });
  return storeLabel(storeCode, data?.data.find((s) => s.storeCode === storeCode)?.storeName);
}

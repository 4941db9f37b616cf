// The bare app's dashboard: one nivo bar chart of the tags per status, read through react-admin's data layer.
import { ResponsiveBar } from '@nivo/bar';
import { useGetList } from 'react-admin';

export function Dashboard() {
  const { data } = useGetList('tags', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (!data) return null;
  const counts = new Map<string, number>();
  for (const tag of data) counts.set(String(tag.status), (counts.get(String(tag.status)) ?? 0) + 1);
  const bars = [...counts].map(([status, tags]) => ({ status, tags }));
  return (
    <div data-testid="panel-tags" style={{ height: 320 }}>
      <ResponsiveBar
        data={bars}
        keys={['tags']}
        indexBy="status"
        margin={{ top: 20, right: 20, bottom: 40, left: 50 }}
      />
    </div>
  );
}

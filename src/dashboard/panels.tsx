// The dashboard's chart panels: the spec panels (specParts.tsx, the parts a custom dashboard's spec panels draw
// too) each in a ChartCard, the rates and status doughnuts four a row on wide screens, then the status bars beside
// the daily updates; each present only when the answer holds its part.
import { Grid } from '@mui/material';
import { ChartDeferral } from '../layout/DeferredMount';
import type { DashboardStats } from './api';
import { ChartCard } from './DrillDown';
import { useSpecParts, type SpecContent, type SpecPart } from './specParts';

const SMALL: SpecPart[] = [
  'productRate',
  'tagRate',
  'serverStatus',
  'gatewayStatus',
  'tagStatus',
  'tagTypes',
  'firmware',
];
const WIDE: SpecPart[] = ['statusBars', 'daily'];

/** a spec panel as the dashboard shows it: a card with its title, details button and chart */
export function SpecCard({ content }: { content: SpecContent }) {
  return (
    <ChartCard id={content.id} title={content.title} note={content.note} table={content.table}>
      {content.chart}
    </ChartCard>
  );
}

export function DashboardPanels({ data }: { data: DashboardStats }) {
  const parts = useSpecParts(data);
  const present = (ids: SpecPart[]) => ids.flatMap((id) => (parts[id] ? [parts[id]] : []));
  return (
    <Grid container spacing={2}>
      {/* the first panel's chart is drawn at once, the others when the browser has shown it (DeferredMount.tsx) */}
      {present(SMALL).map((content, i) => (
        <Grid key={content.id} size={{ xs: 12, sm: 6, lg: 3 }}>
          <ChartDeferral.Provider value={i > 0}>
            <SpecCard content={content} />
          </ChartDeferral.Provider>
        </Grid>
      ))}
      <ChartDeferral.Provider value={true}>
        {present(WIDE).map((content) => (
          <Grid key={content.id} size={{ xs: 12, lg: 6 }}>
            <SpecCard content={content} />
          </Grid>
        ))}
      </ChartDeferral.Provider>
    </Grid>
  );
}

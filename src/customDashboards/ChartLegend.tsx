// The legend under a panel's chart (issue 38: every chart kind has one): each group's colour and name in the
// built-in dashboard's legend style (src/dashboard/charts.tsx), wrapped on as many lines as it takes and scrolling
// past a third of the panel, a long name cut short. Hidden from screen readers, which read the chart's figures
// (FiguresTable) instead.
import { Box } from '@mui/material';
import { LEGEND_ITEM_SX, LEGEND_SX, LegendSwatch } from '../dashboard/charts';

export interface LegendItem {
  /** the group's id in the chart, unique (two groups may show the same label: a group named like "Others") */
  id: string;
  label: string;
  color: string;
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Box
      component="ul"
      data-testid="panel-legend"
      aria-hidden="true"
      sx={{ ...LEGEND_SX, mt: 0.5, maxHeight: '33%', overflowY: 'auto', flexShrink: 0 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ ...LEGEND_ITEM_SX, maxWidth: '100%' }}>
          <LegendSwatch color={item.color} />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {item.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

// The legend under a panel's chart (issue 38: every chart kind has one): each group's colour and name, wrapped on
// as many lines as it takes and scrolling past a third of the panel. Hidden from screen readers, which read the
// chart's figures (FiguresTable) instead.
import { Box } from '@mui/material';

export interface LegendItem {
  label: string;
  color: string;
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Box
      component="ul"
      data-testid="panel-legend"
      aria-hidden="true"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        mt: 0.5,
        p: 0,
        listStyle: 'none',
        maxHeight: '33%',
        overflowY: 'auto',
        flexShrink: 0,
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12, maxWidth: '100%' }}
        >
          <Box
            component="span"
            sx={{ width: 10, height: 10, flexShrink: 0, bgcolor: item.color, borderRadius: '2px' }}
          />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {item.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

// The doughnut panel's slice tooltip: its label and value (nivo's own shows the slice's id, and a slice's id is not
// its label: chartGroups.ts, OTHERS_ID).
import { Box } from '@mui/material';

export function SliceTooltip({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Box
      role="tooltip"
      sx={{
        display: 'flex',
        alignItems: 'center',
        whiteSpace: 'pre',
        bgcolor: '#fff',
        color: 'inherit',
        fontSize: 11,
        borderRadius: '2px',
        boxShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
        px: '9px',
        py: '5px',
      }}
    >
      <Box component="span" sx={{ display: 'block', width: 12, height: 12, mr: '7px', background: color }} />
      <span>
        {label}: <strong>{value}</strong>
      </span>
    </Box>
  );
}

// Counts by tag type of a store (countByType, countNgByType): the most common types inline, the full list (type,
// tags, NG) in a tooltip behind "+N more"; NG counts in red.
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { TAG_GROUP_COLORS } from '../../status/statusColors';

const chip = {
  px: 0.75,
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontSize: 12,
  whiteSpace: 'nowrap',
} as const;

function Ng({ n }: { n: number | undefined }) {
  return n ? (
    <Typography component="span" sx={{ fontSize: 12, color: TAG_GROUP_COLORS.error, fontWeight: 600 }}>
      {' '}
      NG {n}
    </Typography>
  ) : null;
}

export function TypeCounts({
  all,
  ng,
  limit = 3,
}: {
  all: Record<string, number>;
  ng: Record<string, number>;
  limit?: number;
}) {
  const translate = useTranslate();
  const types = Object.keys(all).sort((a, b) => all[b] - all[a] || a.localeCompare(b));
  if (types.length === 0) return null;
  const rest = types.length - limit;
  const full = (
    <Table size="small" sx={{ '& td, & th': { py: 0.25, px: 1, color: 'inherit', fontSize: 12 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.tags.fields.tagType')}</TableCell>
          <TableCell align="right">{translate('app.tagStatus.stats.total')}</TableCell>
          <TableCell align="right">NG</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...types].sort().map((type) => (
          <TableRow key={type}>
            <TableCell>{type}</TableCell>
            <TableCell align="right">{all[type]}</TableCell>
            <TableCell align="right">{ng[type] ?? 0}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5} data-testid="type-counts">
      {types.slice(0, limit).map((type) => (
        <Box key={type} component="span" data-type={type} sx={chip}>
          {type} {all[type]}
          <Ng n={ng[type]} />
        </Box>
      ))}
      {rest > 0 && (
        <Tooltip title={<Box sx={{ maxHeight: 360, overflow: 'auto' }}>{full}</Box>}>
          <Box
            component="span"
            tabIndex={0}
            sx={{ ...chip, cursor: 'help', color: 'primary.main' }}
            data-testid="type-more"
          >
            {translate('app.tagStatus.stats.moreTypes', { smart_count: rest })}
          </Box>
        </Tooltip>
      )}
    </Stack>
  );
}

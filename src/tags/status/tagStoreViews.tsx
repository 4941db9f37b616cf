// What the tag status list (schemas/tagStore.schema.json x-lists.tagStore) plugs into the schema list by name:
// the counters of the tag groups coloured unless 0 (TAG_GROUP_COLORS: success green, in progress blue, error
// red), the counts by tag type with their NG counts, the button to the tag availability lookup, and the
// table/map layout with the map view of the store's TAG status (TagStoreMapPanel.tsx).
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { tableMapLayout } from '../../schema-views/list/tableMapLayout';
import {
  registerCell,
  registerLayout,
  registerToolbarAction,
  type CellProps,
} from '../../schema-views/registry';
import { TAG_GROUP_COLORS } from '../../status/statusColors';
import { TagStoreMapPanel } from './TagStoreMapPanel';
import { TypeCounts } from './TypeCounts';
import { formatNumber } from '../../i18n/format';

export function tagDetailPath(storeCode: string): string {
  return `/tag/detail/${encodeURIComponent(storeCode)}`;
}

const GROUP_COLOR: Record<string, string | undefined> = {
  success: TAG_GROUP_COLORS.success,
  inprogress: TAG_GROUP_COLORS.inprogress,
  error: TAG_GROUP_COLORS.error,
};

function TagGroupCount({ record, field }: CellProps) {
  const value = Number(record[field.name] ?? 0);
  return (
    <Box
      component="span"
      data-counter={field.name}
      sx={{ color: value ? GROUP_COLOR[field.name] : undefined, fontWeight: 600 }}
    >
      {formatNumber(value)}
    </Box>
  );
}

const counts = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, number>) : {};

function TagTypeCounts({ record }: CellProps) {
  return (
    <Box sx={{ minWidth: 130 }}>
      <TypeCounts all={counts(record.countByType)} ng={counts(record.countNgByType)} />
    </Box>
  );
}

function TagAvailabilityButton() {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to="/tag/availability"
      variant="outlined"
      size="small"
      startIcon={<SearchIcon />}
      data-testid="open-availability"
    >
      {translate('app.tagStatus.availability.title')}
    </Button>
  );
}

registerCell('tagGroupCount', { render: TagGroupCount, align: 'right' });
registerCell('tagTypeCounts', { render: TagTypeCounts });
registerToolbarAction('tagAvailability', TagAvailabilityButton);
registerLayout('tagStoreTableMap', tableMapLayout(TagStoreMapPanel));

// One history table of a tag: the schema list the history names (`updateHistory` of
// schemas/updateTaskTag.schema.json, `alarmHistory` of alarm.schema.json, `<kind>History` of
// tagSample.schema.json; 10 per page, refreshed every 30 s) in the page's date range, under `data-testid` of its
// kebab-case name (`update-history`).
import { Box } from '@mui/material';
import { resources } from '../../../domain/generated/resources';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import { kebab } from '../../schema-views/list/SchemaTable';
import type { HistoryRange } from '../../shared/history/dateRange';
import './historyViews';

export function HistoryList({
  name,
  params,
  range,
}: {
  name: string;
  params: Record<string, string>;
  range: HistoryRange;
}) {
  return (
    <Box data-testid={kebab(name)}>
      <SchemaListView meta={resources[name]} params={params} filter={range} sync="store" />
    </Box>
  );
}

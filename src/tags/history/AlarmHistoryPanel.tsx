// Alarm history of a tag: the store's alarms raised by or naming the tag (update failures, time-outs, the
// low-battery list), with the class colours of doc 1 §4: the schema list `alarmHistory` (schemas/alarm.schema.json).
import { Box } from '@mui/material';
import { resources } from '../../generated/resources';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import type { HistoryRange } from './dateRange';
import './historyViews';

export function AlarmHistoryPanel({
  storeCode,
  tagMac,
  range,
}: {
  storeCode: string;
  tagMac: string;
  range: HistoryRange;
}) {
  return (
    <Box data-testid="alarm-history">
      <SchemaListView
        meta={resources.alarmHistory}
        params={{ storeCode, tagMac }}
        filter={range}
        sync="store"
      />
    </Box>
  );
}

// Update history of a tag (doc 1 §2.8): the schema list `updateHistory` (schemas/updateTaskTag.schema.json):
// task, type, product, layout, NFC, one column per alias (prInfo_{index} headed by the alias name), status
// (doc 2 §4) and times, 10 per page.
import { Box } from '@mui/material';
import { resources } from '../../generated/resources';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import type { HistoryRange } from './dateRange';
import './historyViews';

export function UpdateHistoryPanel({
  storeCode,
  tagId,
  range,
}: {
  storeCode: string;
  tagId: string;
  range: HistoryRange;
}) {
  return (
    <Box data-testid="update-history">
      <SchemaListView
        meta={resources.updateHistory}
        params={{ storeCode, tagId }}
        filter={range}
        sync="store"
      />
    </Box>
  );
}

// The five histories of a tag (doc 1 §2.8, §7 Histories): /tag/{storeCode}/{tagMac}/{tagId}/<kind>/history,
// kind update | alarm | battery | reset | temperature. A tab bar moves between them, a link goes back to the
// tag detail of the store, a date range narrows every history.
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { rangeFilter, type DateRange } from '../../shared/history/dateRange';
import { HistoryDateFilter } from '../../shared/history/HistoryDateFilter';
import { HistoryList } from './HistoryList';
import { HISTORY_KINDS, historyPath, type HistoryKind } from './historyKinds';
import { SampleHistoryPanel } from './SampleHistoryPanel';

export default function TagHistoryPage({ kind }: { kind: HistoryKind }) {
  const translate = useTranslate();
  const { storeCode = '', tagMac = '', tagId = '' } = useParams();
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const epoch = rangeFilter(range);
  const panelKey = `${kind}-${range.from}-${range.to}`;
  return (
    <Box sx={{ p: 2 }} data-testid={`tag-history-${kind}`}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={`/tag/detail/${encodeURIComponent(storeCode)}`}
          startIcon={<ArrowBackIcon />}
          data-testid="history-back"
        >
          {translate('app.tagHistory.back', { storeCode })}
        </Button>
        <Typography variant="h6" component="h1">
          {translate(`app.tagHistory.title.${kind}`)}
        </Typography>
        <Typography color="text.secondary" data-testid="history-tag">
          {translate('app.tagHistory.tagLine', { tagId, tagMac, storeCode })}
        </Typography>
      </Stack>
      <Tabs value={kind} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
        {HISTORY_KINDS.map((k) => (
          <Tab
            key={k}
            value={k}
            label={translate(`app.tagHistory.tab.${k}`)}
            component={Link}
            to={historyPath(storeCode, tagMac, tagId, k)}
            data-testid={`history-tab-${k}`}
          />
        ))}
      </Tabs>
      <Card>
        <CardContent>
          <Box sx={{ mb: 2 }}>
            <HistoryDateFilter value={range} onChange={setRange} />
          </Box>
          {kind === 'update' && (
            <HistoryList key={panelKey} name="updateHistory" params={{ storeCode, tagId }} range={epoch} />
          )}
          {kind === 'alarm' && (
            <HistoryList key={panelKey} name="alarmHistory" params={{ storeCode, tagMac }} range={epoch} />
          )}
          {(kind === 'battery' || kind === 'reset' || kind === 'temperature') && (
            <SampleHistoryPanel
              key={panelKey}
              kind={kind}
              storeCode={storeCode}
              tagId={tagId}
              range={epoch}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

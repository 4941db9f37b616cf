// A chart panel: title, the chart, and a details button opening a modal with the numbers as a table
// (the chart's accessible equivalent, doc 1 §2.4 "drill-down detail modal for each chart"); the button and its
// modal also head a custom dashboard's spec panels (src/customDashboards/SpecPanel.tsx).
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { DeferredMount } from '../layout/DeferredMount';
import { formatNumber } from '../i18n/format';
import { useWarmingUp } from './warmUpContext';

export interface DrillTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

export function ChartCard(props: {
  id: string;
  title: string;
  /** under the chart: what it leaves out and its "See all" (src/shared/charts/FoldNote.tsx) */
  note?: ReactNode;
  table: DrillTable;
  children: ReactNode;
}) {
  // off screen before login (warmUp.tsx): no test id, so that nothing looks for it there
  const marks = useWarmingUp() ? { 'data-warm-panel': props.id } : { 'data-testid': `panel-${props.id}` };
  return (
    <Card {...marks} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={props.title}
        titleTypographyProps={{ component: 'h2', variant: 'subtitle1', fontWeight: 600 }}
        action={<DetailsButton id={props.id} title={props.title} table={props.table} />}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ flex: 1, minHeight: 0 }}>
        <Box sx={{ height: 220 }}>
          <DeferredMount>{props.children}</DeferredMount>
        </Box>
        {props.note}
      </CardContent>
    </Card>
  );
}

/** the details button of a chart and the modal it opens: the chart's figures as a table */
export function DetailsButton({ id, title, table }: { id: string; title: string; table: DrillTable }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${translate('app.dashboard.details')}: ${title}`}
        data-testid="chart-details"
      >
        {translate('app.dashboard.details')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby={`drill-${id}`}
      >
        <DialogTitle id={`drill-${id}`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Table size="small" aria-label={title} data-testid="drill-table">
            <TableHead>
              <TableRow>
                {table.columns.map((c, i) => (
                  <TableCell key={c} align={i === 0 ? 'left' : 'right'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={table.columns.length}>{translate('app.exceptions.noData')}</TableCell>
                </TableRow>
              )}
              {table.rows.map((row, r) => (
                <TableRow key={r}>
                  {row.map((cell, i) => (
                    <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                      {typeof cell === 'number' ? formatNumber(cell) : cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

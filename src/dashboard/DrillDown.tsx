// A chart panel: title, the chart, and a details button opening a modal with the numbers as a table
// (the chart's accessible equivalent, doc 1 §2.4 "drill-down detail modal for each chart").
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
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { DeferredMount } from '../layout/DeferredMount';
import { formatNumber } from '../i18n/format';

export interface DrillTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

export function ChartCard(props: {
  id: string;
  title: string;
  note?: string;
  table: DrillTable;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Card data-testid={`panel-${props.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={props.title}
        titleTypographyProps={{ component: 'h2', variant: 'subtitle1', fontWeight: 600 }}
        action={
          <Button
            size="small"
            onClick={() => setOpen(true)}
            aria-label={`${translate('app.dashboard.details')}: ${props.title}`}
          >
            {translate('app.dashboard.details')}
          </Button>
        }
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ flex: 1, minHeight: 0 }}>
        <Box sx={{ height: 220 }}>
          <DeferredMount>{props.children}</DeferredMount>
        </Box>
        {props.note && (
          <Typography variant="caption" color="text.secondary">
            {props.note}
          </Typography>
        )}
      </CardContent>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby={`drill-${props.id}`}
      >
        <DialogTitle id={`drill-${props.id}`}>{props.title}</DialogTitle>
        <DialogContent dividers>
          <Table size="small" aria-label={props.title} data-testid="drill-table">
            <TableHead>
              <TableRow>
                {props.table.columns.map((c, i) => (
                  <TableCell key={c} align={i === 0 ? 'left' : 'right'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.table.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={props.table.columns.length}>
                    {translate('app.exceptions.noData')}
                  </TableCell>
                </TableRow>
              )}
              {props.table.rows.map((row, r) => (
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
    </Card>
  );
}

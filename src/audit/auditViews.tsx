// What the audit log's table (schemas/auditLog.schema.json) plugs into the schema list by name: the changes cell
// (one line per field, before → after) and the Export CSV button, which downloads what the list's filters find.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { saveBlob } from '../downloads/api';
import type { TableSearch } from '../../domain/generated/calls';
import { auditLogCalls } from '../generated/client';
import { searchBody } from '../providers/searchBody';
import { registerCell, registerToolbarAction, type CellProps } from '../schema-views/registry';
import { changeLines } from './auditChanges';

function Changes({ record }: CellProps) {
  const lines = changeLines(record.changes);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, fontSize: '0.8125rem' }} data-testid="audit-changes">
      {lines.map((line) => (
        <li key={line.field}>
          <b>{line.field}</b>: {line.before} → {line.after}
        </li>
      ))}
    </Box>
  );
}

function ExportCsv() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const body = searchBody(resources.auditLog, { page: 1, perPage: 25, filter: filterValues });
      const { start: _start, length: _length, ...filters } = body;
      const blob = await auditLogCalls.export({ body: filters as TableSearch });
      saveBlob(blob, `audit_${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={busy}
      data-testid="audit-export"
    >
      {translate('app.audit.export')}
    </Button>
  );
}

registerCell('auditChanges', { render: Changes });
registerToolbarAction('auditExport', ExportCsv);

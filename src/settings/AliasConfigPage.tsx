// /setting/alias-config (doc 3 §2, §3, §4, §5; doc 1 §3): the alias entries (index, name, key flag, chart flag)
// read with the shared alias query (GET /config/alias) and saved whole (POST /config/alias). Exactly one entry
// is the key (a radio); the chart flag toggles per entry; entries with a blank name are dropped on save. An
// editable grid of the schema's fields (schemas/alias.schema.json), not a schema list: the list machinery
// shows rows, this page edits them. Saving needs alias write.
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PageLoading } from '../layout/PageLoading';
import { saveAliases, sharedQueries, useAliases, type AliasEntry } from '../providers/sharedQueries';

interface Entry {
  index: string;
  name: string;
  key: boolean;
  chart: boolean;
}

const toEntry = (a: AliasEntry): Entry => ({
  index: String(a.index),
  name: a.name,
  key: a.key === true,
  chart: a.chart === true,
});

/** the entries saved: blank names dropped (doc 3 §5), indexes as numbers */
export function aliasesToSave(entries: Entry[]): AliasEntry[] {
  return entries
    .filter((e) => e.name.trim() !== '')
    .map((e) => ({ index: Number(e.index), name: e.name.trim(), key: e.key, chart: e.chart }));
}

export default function AliasConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'alias', 'write');
  const aliases = useAliases();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    if (aliases && entries === null) setEntries(aliases.map(toEntry));
  }, [aliases, entries]);
  if (!entries) return <PageLoading />;
  const change = (i: number, patch: Partial<Entry>) =>
    setEntries(entries.map((e, j) => (j === i ? { ...e, ...patch } : patch.key ? { ...e, key: false } : e)));
  const add = () => {
    const next = entries.reduce((max, e) => Math.max(max, Number(e.index) || 0), -1) + 1;
    setEntries([...entries, { index: String(next), name: '', key: false, chart: false }]);
  };
  const save = async () => {
    const data = aliasesToSave(entries);
    if (data.filter((e) => e.key).length !== 1) return showError(translate('app.settings.aliasOneKey'));
    try {
      const saved = await saveAliases(data);
      queryClient.setQueryData(sharedQueries.aliases.queryKey, saved.data);
      setEntries(saved.data.map(toEntry));
      notify('app.settings.saved', { type: 'success' });
    } catch (error) {
      await showError(error as Error);
    }
  };
  const f = (field: string) => translate(`resources.alias.fields.${field}`);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="alias-title">
          {translate('app.menu.aliasConfig')}
        </Typography>
        <Table size="small" data-testid="alias-table">
          <TableHead>
            <TableRow>
              <TableCell>{f('index')}</TableCell>
              <TableCell>{f('name')}</TableCell>
              <TableCell>{f('key')}</TableCell>
              <TableCell>{f('chart')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, i) => (
              <TableRow key={i} data-testid="alias-row">
                <TableCell sx={{ width: 120 }}>
                  <TextField
                    size="small"
                    value={entry.index}
                    disabled={!canWrite}
                    onChange={(e) => change(i, { index: e.target.value.replace(/\D/g, '') })}
                    slotProps={{ htmlInput: { 'data-testid': 'alias-index', 'aria-label': f('index') } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    fullWidth
                    value={entry.name}
                    disabled={!canWrite}
                    onChange={(e) => change(i, { name: e.target.value })}
                    slotProps={{ htmlInput: { 'data-testid': 'alias-name', 'aria-label': f('name') } }}
                  />
                </TableCell>
                <TableCell>
                  <Radio
                    checked={entry.key}
                    disabled={!canWrite}
                    onChange={() => change(i, { key: true })}
                    slotProps={{ input: { 'aria-label': f('key') } }}
                    data-testid="alias-key"
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={entry.chart}
                    disabled={!canWrite}
                    onChange={(e) => change(i, { chart: e.target.checked })}
                    slotProps={{ input: { 'aria-label': f('chart') } }}
                    data-testid="alias-chart"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {canWrite && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button startIcon={<AddIcon />} onClick={add} data-testid="alias-add">
              {translate('app.settings.add')}
            </Button>
            <Button variant="contained" onClick={() => void save()} data-testid="alias-save">
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

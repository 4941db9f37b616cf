// A script editor of doc 3 §2 (/system/third-party-authentication, paper-parser, product-file-parser,
// tag-data-decorator, plus-data-decorator): the script of the default or of a store (per store where the spec
// says so), loaded and saved through the doc 3 §7 call { code, useType }, edited in CodeMirror with syntax
// errors shown before saving, and the Run panel. An entry never saved starts from the contract's example.
// Previous versions lists the versions saves replaced and restores one (issue 21); a script that decides who
// signs in is saved (and restored) only by role 0.
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useEffect, useState } from 'react';
import { can, seesAllStores } from '../auth/privileges';
import { maySaveScriptKind } from '../../domain/scriptRules';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useBusyAction } from '../layout/useBusyAction';
import { usePageQuery } from '../monitoring/usePageQuery';
import { dateTimeText } from '../schema-views/list/cells';
import { restoreVersion, saveScript, scriptQuery, type ScriptVersion } from './api';
import { RunPanel } from './RunPanel';
import { CodeEditor } from './CodeEditor';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';
import { DEFAULT_TARGET, type ScriptEditorKind } from './scriptKinds';
import { firstSyntaxProblem } from './syntaxCheck';
import { VersionsDialog } from './VersionsDialog';
import type { UseType } from '../../domain/userScripts';

export function ScriptEditorPage({ editor }: { editor: ScriptEditorKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { busy, run } = useBusyAction();
  const { permissions } = useAppPermissions();
  const [target, setTarget] = useState(DEFAULT_TARGET);
  const [code, setCode] = useState('');
  const [useType, setUseType] = useState<UseType>('none');
  const [versionsOpen, setVersionsOpen] = useState(false);
  const { data, refetch, isPlaceholderData } = usePageQuery({
    ...scriptQuery(editor, target),
  });
  // another target's script is shown (read-only) until this one's answers: an edit made meanwhile would be lost
  // to the answer, and a save would go to this target with the other's use type
  const saved = isPlaceholderData ? undefined : data;
  const loaded = saved !== undefined;
  useEffect(() => {
    if (!saved) return;
    setCode(saved.code || editor.template);
    setUseType(saved.useType);
  }, [saved, editor.template]);

  const isDefault = target === DEFAULT_TARGET;
  const writable =
    can(permissions, 'setting', 'write') &&
    (!isDefault || seesAllStores(permissions)) &&
    maySaveScriptKind(editor.kind, permissions?.role_id);
  const useTypes: UseType[] = isDefault ? ['none', 'custom'] : ['default', 'custom', 'none'];

  const save = () =>
    run(async () => {
      const problem = useType === 'custom' ? firstSyntaxProblem(code) : undefined;
      if (problem) {
        await showError(translate('app.scripts.syntaxError', { line: problem.line }));
        return;
      }
      await saveScript(editor, target, { code, useType });
      notify('app.scripts.saved', { type: 'success' });
      await refetch();
    });

  const restore = (version: ScriptVersion) =>
    run(async () => {
      await restoreVersion(editor, target, version.id);
      notify('app.scripts.restored', { type: 'success' });
      setVersionsOpen(false);
      await refetch();
    });

  return (
    <Card data-testid={`script-page-${editor.kind}`}>
      <Title title={translate(editor.title)} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(editor.title)}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} alignItems="center">
          {editor.perStore && (
            // a store of the session (the server searches them), or none: the default script
            <StoreAutocomplete
              label={translate('app.scripts.target')}
              value={isDefault ? '' : target}
              onChange={(store) => setTarget(store || DEFAULT_TARGET)}
              placeholder={translate('app.scripts.default')}
              width={280}
              testId="script-target"
            />
          )}
          <TextField
            select
            size="small"
            label={translate('app.scripts.useType')}
            value={useTypes.includes(useType) ? useType : useTypes[0]}
            onChange={(event) => setUseType(event.target.value as UseType)}
            sx={{ width: 300 }}
            disabled={!writable || !loaded}
            slotProps={{ htmlInput: { 'data-testid': 'script-use-type' } }}
          >
            {useTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`app.scripts.useTypes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {writable && (
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={save}
              disabled={busy || !loaded}
              data-testid="script-save"
            >
              {translate('app.scripts.save')}
            </Button>
          )}
          {writable && (
            <Button
              variant="outlined"
              startIcon={<HistoryIcon />}
              onClick={() => setVersionsOpen(true)}
              disabled={busy}
              data-testid="script-versions"
            >
              {translate('app.scripts.versions')}
            </Button>
          )}
          {saved?.updatedAt && (
            <Typography variant="body2" color="text.secondary" data-testid="script-updated">
              {translate('app.scripts.updated', {
                at: dateTimeText(saved.updatedAt),
                by: saved.updatedBy ?? '',
              })}
            </Typography>
          )}
        </Stack>
        <Box
          sx={{ border: 1, borderColor: 'divider' }}
          data-testid="script-code"
          data-loaded-target={loaded ? target : ''}
        >
          <CodeEditor value={code} onChange={setCode} readOnly={!writable || !loaded} />
        </Box>
        {!writable && !maySaveScriptKind(editor.kind, permissions?.role_id) && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid="script-role-zero-only"
          >
            {translate('app.scripts.roleZeroOnly')}
          </Typography>
        )}
        {writable && <RunPanel key={target} editor={editor} target={target} code={code} />}
        <VersionsDialog
          editor={editor}
          target={target}
          open={versionsOpen}
          busy={busy}
          onRestore={restore}
          onClose={() => setVersionsOpen(false)}
        />
      </CardContent>
    </Card>
  );
}

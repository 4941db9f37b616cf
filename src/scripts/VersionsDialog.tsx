// The previous versions of a script (issue 21; GET <path>/versions, newest first): when and by whom each was
// saved and replaced, its first lines, and Restore, which saves it again (the code it replaces is kept in turn).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { usePageQuery } from '../monitoring/usePageQuery';
import { dateTimeText } from '../schema-views/list/cells';
import { versionsQuery, type ScriptVersion } from './api';
import type { ScriptEditorKind } from './scriptKinds';

const PREVIEW_LINES = 3;

export function VersionsDialog({
  editor,
  target,
  open,
  busy,
  onRestore,
  onClose,
}: {
  editor: ScriptEditorKind;
  target: string;
  open: boolean;
  busy: boolean;
  onRestore: (version: ScriptVersion) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { data: versions } = usePageQuery({
    ...versionsQuery(editor, target),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="script-versions-dialog">
      <DialogTitle>{translate('app.scripts.versions')}</DialogTitle>
      <DialogContent dividers>
        {versions?.length === 0 && <Typography>{translate('app.scripts.noVersions')}</Typography>}
        <List dense>
          {versions?.map((version) => (
            <ListItem
              key={version.id}
              data-testid={`script-version-${version.id}`}
              secondaryAction={
                <Button
                  onClick={() => onRestore(version)}
                  disabled={busy}
                  data-testid={`script-restore-${version.id}`}
                >
                  {translate('app.scripts.restore')}
                </Button>
              }
            >
              <ListItemText
                primary={[
                  translate(`app.scripts.useTypes.${version.useType}`),
                  version.savedAt
                    ? translate('app.scripts.versionSaved', {
                        at: dateTimeText(version.savedAt),
                        by: version.savedBy ?? '',
                      })
                    : '',
                  translate('app.scripts.versionReplaced', {
                    at: dateTimeText(version.replacedAt),
                    by: version.replacedBy,
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                secondary={version.code.split('\n').slice(0, PREVIEW_LINES).join('\n')}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', fontFamily: 'monospace', pr: 10 } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.scripts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

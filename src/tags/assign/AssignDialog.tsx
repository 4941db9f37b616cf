// The assign modal of the tag detail page (doc 1 §2.8, doc 2 §4-§5): single or multiple mode, a default
// product code, bulk assign from a file, and an outcome line with sounds. It stays open between scans.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { siteRules } from '../../../domain/siteRules';
import { AssignPrompts } from './AssignPrompts';
import { BulkAssignButton } from './BulkAssignButton';
import { MultipleAssignForm } from './MultipleAssignForm';
import { SingleAssignForm } from './SingleAssignForm';
import { useAssignFlow } from './useAssignFlow';
import { useAssignOutcome } from './useAssignOutcome';
import { usePrompts } from './usePrompts';

export interface AssignDialogProps {
  storeCode: string;
  open: boolean;
  onClose: () => void;
  /** called after each successful assignment (the page refreshes its table) */
  onAssigned?: () => void;
}

type Mode = 'single' | 'multiple';

export function AssignDialog({ storeCode, open, onClose, onAssigned }: AssignDialogProps) {
  const translate = useTranslate();
  // the site rules come with the permissions: nothing is assigned before they are known
  const { permissions, isPending } = useAppPermissions();
  const rules = useMemo(() => siteRules(permissions?.systemConfig), [permissions]);
  const [mode, setMode] = useState<Mode>('single');
  const [defaultCode, setDefaultCode] = useState('');
  const [working, setWorking] = useState(false);
  const busy = working || isPending;
  const outcome = useAssignOutcome();
  const prompts = usePrompts();
  const flow = useAssignFlow({ storeCode, rules, outcome, prompts, onAssigned });

  /** runs one flow with the busy flag */
  const busyWhile =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      setWorking(true);
      try {
        return await fn(...args);
      } finally {
        setWorking(false);
      }
    };

  const close = () => {
    outcome.setOutcome(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="assign-dialog-title">
      <DialogTitle id="assign-dialog-title" sx={{ pr: 6 }}>
        {translate('app.assign.title')}
        <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400 }}>
          {storeCode}
        </Box>
        <IconButton
          aria-label={translate('app.assign.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={mode}
              onChange={(_, next: Mode | null) => {
                if (!next) return;
                setMode(next);
                outcome.setOutcome(null);
              }}
              aria-label={translate('app.assign.mode')}
            >
              <ToggleButton value="single">{translate('app.assign.single')}</ToggleButton>
              <ToggleButton value="multiple">{translate('app.assign.multiple')}</ToggleButton>
            </ToggleButtonGroup>
            {mode === 'single' && (
              <TextField
                size="small"
                label={translate('app.assign.defaultCode')}
                value={defaultCode}
                onChange={(event) => setDefaultCode(event.target.value)}
                helperText={translate('app.assign.defaultCodeHelp')}
                autoComplete="off"
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
          {mode === 'single' ? (
            <SingleAssignForm
              rules={rules}
              defaultCode={defaultCode}
              busy={busy}
              assign={busyWhile(flow.single)}
              note={outcome.note}
            />
          ) : (
            <MultipleAssignForm
              storeCode={storeCode}
              rules={rules}
              busy={busy}
              assign={busyWhile(flow.multiple)}
              note={outcome.note}
              fail={outcome.fail}
            />
          )}
          <Alert
            severity={outcome.outcome?.severity ?? 'info'}
            role={outcome.outcome?.severity === 'error' ? 'alert' : 'status'}
            data-testid="assign-outcome"
          >
            {outcome.outcome?.text ??
              translate(mode === 'single' ? 'app.assign.readySingle' : 'app.assign.readyMultiple')}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        {mode === 'single' ? (
          <BulkAssignButton
            rules={rules}
            defaultCode={defaultCode}
            busy={busy}
            assign={busyWhile(flow.bulk)}
            refuse={(key) => outcome.note(key)}
          />
        ) : (
          <span />
        )}
        <Button onClick={close}>{translate('app.assign.close')}</Button>
      </DialogActions>
      <AssignPrompts prompt={prompts.prompt} answer={prompts.answer} />
    </Dialog>
  );
}

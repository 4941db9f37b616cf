// One component's latest rollout (docs/api.md 'Software upgrade'): its state, the progress of each stage
// (canary, waves) with the doc 2 §4 progress bar, pause / resume / roll back (setting write, one action each;
// roll back asks first), and the progress per store (schemas/rolloutStore.schema.json, refetched while the
// rollout moves).
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { Confirm } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { TaskProgress } from '../shared/TaskProgress';
import { ACTIVE_STATES, rolloutAction, type Rollout } from './api';
import './softwareViews';

const STATE_COLOR = {
  RUNNING: 'info',
  PAUSED: 'warning',
  COMPLETED: 'success',
  ROLLING_BACK: 'warning',
  ROLLED_BACK: 'default',
} as const;

/** refetches the surrounding list every `every` ms */
function Refetch({ every }: { every: number }) {
  const { refetch } = useListContext();
  useEffect(() => {
    const timer = setInterval(() => void refetch(), every);
    return () => clearInterval(timer);
  }, [every, refetch]);
  return null;
}

export function RolloutPanel({
  rollout,
  canWrite,
  refreshMs,
  onChange,
}: {
  rollout: Rollout;
  canWrite: boolean;
  refreshMs: number;
  onChange: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (action: 'pause' | 'resume' | 'rollback') => {
    setBusy(true);
    try {
      await rolloutAction(rollout.id, action);
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
      onChange();
    }
  };
  const active = ACTIVE_STATES.includes(rollout.state);
  const component = rollout.component.toUpperCase();
  return (
    <Card
      variant="outlined"
      data-testid={`rollout-${rollout.component}`}
      data-state={rollout.state}
      data-stage={rollout.stage}
      data-progress={rollout.totals.progress}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate('app.software.rollout.title', { component, version: rollout.version })}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOR[rollout.state]}
            label={translate(`app.software.rollout.state.${rollout.state}`)}
            data-testid="rollout-state"
          />
          <Box sx={{ flexGrow: 1 }} />
          {canWrite && rollout.state === 'RUNNING' && (
            <Button
              startIcon={<PauseIcon />}
              disabled={busy}
              onClick={() => void act('pause')}
              data-testid="rollout-pause"
            >
              {translate('app.software.rollout.pause')}
            </Button>
          )}
          {canWrite && rollout.state === 'PAUSED' && (
            <Button
              startIcon={<PlayArrowIcon />}
              disabled={busy}
              onClick={() => void act('resume')}
              data-testid="rollout-resume"
            >
              {translate('app.software.rollout.resume')}
            </Button>
          )}
          {canWrite && ['RUNNING', 'PAUSED', 'COMPLETED'].includes(rollout.state) && (
            <Button
              color="warning"
              startIcon={<UndoIcon />}
              disabled={busy}
              onClick={() => setAsking(true)}
              data-testid="rollout-rollback"
            >
              {translate('app.software.rollout.rollback')}
            </Button>
          )}
        </Stack>
        {rollout.state === 'PAUSED' && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="rollout-paused">
            {translate(
              rollout.pausedReason === 'failures'
                ? 'app.software.rollout.pausedFailures'
                : 'app.software.rollout.pausedOperator',
            )}
          </Alert>
        )}
        <Stack spacing={1} sx={{ mb: 2 }} data-testid="rollout-stages">
          {rollout.stages.map((stage) => (
            <Box
              key={stage.stage}
              data-testid="rollout-stage"
              data-stage={stage.stage}
              data-progress={stage.progress}
              data-current={rollout.stage === stage.stage && active ? 'true' : 'false'}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 280px' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: rollout.stage === stage.stage && active ? 700 : 400 }}
              >
                {stage.stage === 0
                  ? translate('app.software.rollout.canary')
                  : translate('app.software.rollout.wave', { n: stage.stage })}
              </Typography>
              <TaskProgress progress={stage.progress} idle={stage.progress === 0 && stage.updating === 0} />
              <Typography variant="body2" color="text.secondary">
                {translate('app.software.rollout.counts', {
                  done: stage.done,
                  failed: stage.failed,
                  pending: stage.pending + stage.updating,
                  total: stage.total,
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Typography variant="subtitle1" component="h3">
          {translate('app.software.rollout.perStore')}
        </Typography>
        <SchemaListView
          meta={resources.rolloutStore}
          params={{ rolloutId: String(rollout.id) }}
          sync="store"
          title={translate('app.software.rollout.perStore')}
        >
          <Refetch every={refreshMs} />
        </SchemaListView>
      </CardContent>
      <Confirm
        isOpen={asking}
        title="app.software.rollout.rollback"
        content="app.software.rollout.rollbackConfirm"
        onConfirm={() => {
          setAsking(false);
          void act('rollback');
        }}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}

// /sw-upgrade (doc 3 §2 Software): the version information (GET /version), the upgrade package uploader, the
// latest rollout of each component with its stages and stores, and the mobile app files (software list, 10
// per page). While a rollout moves, the page refetches every second; otherwise every 15 s.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { ACTIVE_STATES, getRollouts } from './api';
import { AppFileUploadDialog } from './AppFileUploadDialog';
import { RolloutPanel } from './RolloutPanel';
import type { SoftwarePage as SoftwarePageState } from './softwareViews';
import { UpgradeUploader } from './UpgradeUploader';
import { VERSION_QUERY, VersionInfoCard } from './VersionInfoCard';
import './softwareViews';
import { rolloutStoreKeys } from '../generated/client';

const ROLLOUTS_QUERY = [...rolloutStoreKeys.rollouts(), 'data'];
const MOVING_MS = 1000;
const IDLE_MS = 15_000;

export default function SoftwarePage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { permissions } = useAppPermissions();
  // the server's guard of every software call (docs/api.md 'Software upgrade')
  const canWrite = can(permissions, resources.appFile.privilege, 'write');
  const [appUploadOpen, setAppUploadOpen] = useState(false);
  const { data: rollouts = [] } = useQuery({
    queryKey: ROLLOUTS_QUERY,
    queryFn: ({ signal }) => getRollouts(signal),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((r) => ACTIVE_STATES.includes(r.state)) ? MOVING_MS : IDLE_MS,
  });
  const moving = rollouts.some((r) => ACTIVE_STATES.includes(r.state));
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ROLLOUTS_QUERY });
    void queryClient.invalidateQueries({ queryKey: VERSION_QUERY });
  };
  const page: SoftwarePageState = { canWrite, openAppUpload: () => setAppUploadOpen(true) };
  return (
    <Stack spacing={2} data-testid="software-page">
      <Typography variant="h5" component="h1">
        {translate('app.software.title')}
      </Typography>
      <VersionInfoCard refetchInterval={moving ? MOVING_MS : IDLE_MS} />
      <UpgradeUploader canWrite={canWrite} onAccepted={changed} />
      {rollouts.length === 0 && (
        <Typography color="text.secondary" data-testid="rollout-none">
          {translate('app.software.rollout.none')}
        </Typography>
      )}
      {rollouts.map((rollout) => (
        <RolloutPanel
          key={rollout.id}
          rollout={rollout}
          canWrite={canWrite}
          refreshMs={ACTIVE_STATES.includes(rollout.state) ? MOVING_MS : IDLE_MS}
          onChange={changed}
        />
      ))}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.software.appFiles.title')}
          </Typography>
          <SchemaPage value={page}>
            <SchemaListView
              meta={resources.appFile}
              sync="store"
              title={translate('app.software.appFiles.title')}
            />
          </SchemaPage>
        </CardContent>
      </Card>
      <AppFileUploadDialog
        open={appUploadOpen}
        onClose={() => setAppUploadOpen(false)}
        onUploaded={refresh}
      />
    </Stack>
  );
}

// The show editor of one device /plus/device/show/{storeCode}/{mac} (doc 3 §2, §3 Show, §4 'Template on
// devices'): the device's show in the shared show editor (ShowEditor.tsx) at its screen size; apply a template
// (links it and gives its show; the empty choice clears it); save (a show that differs from the template makes
// the device custom); and 'Showing now': the server's picture of what the device reports it shows, refreshed
// while the device has not synced what it was given.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { EDITOR_SCALE, parseShow, showForSave, type Slide } from '../../domain/signageTemplate';
import { useErrorDialog } from '../layout/ErrorDialog';
import { listTemplates, type DeviceShow } from './api';
import { applyTemplate } from './deviceApi';
import { useObjectUrl } from './MediaViewDialog';
import { ShowEditor } from './ShowEditor';
import { plusDeviceKeys, plusTemplateKeys, plusDeviceCalls } from '../generated/client';

/** the slides of an answer's show (what the editor edits) */
const slidesOf = (raw: unknown): Slide[] => {
  const parsed = parseShow(raw);
  return 'show' in parsed ? parsed.show : [];
};

/** how often the page asks what the device shows: often while it has not synced, else to follow its slides */
const WAITING_MS = 2_000;
const PLAYING_MS = 10_000;

function ShowingNow({ storeCode, device }: { storeCode: string; device: DeviceShow }) {
  const translate = useTranslate();
  const reported = device.reportedShow !== null;
  const picture = useQuery({
    queryKey: [...plusDeviceKeys.picture({ storeCode, mac: device.mac }), device.syncedAt, device.slide],
    queryFn: () => plusDeviceCalls.picture({ storeCode, mac: device.mac }),
    enabled: reported,
    retry: false,
    placeholderData: (previous) => previous,
  });
  const url = useObjectUrl(picture.data);
  return (
    <Box data-testid="showing-now" data-synced={device.synced} data-slide={device.slide ?? ''} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate('app.plus.show.showingNow')}
      </Typography>
      {!device.synced && (
        <Alert severity="info" data-testid="showing-now-waiting" sx={{ my: 1 }}>
          {translate('app.plus.show.waiting')}
        </Alert>
      )}
      {reported ? (
        url && (
          <Box
            component="img"
            src={url}
            alt={translate('app.plus.show.showingNow')}
            data-testid="showing-now-picture"
            data-synced-at={device.syncedAt ?? ''}
            sx={{ width: device.screenWidth * EDITOR_SCALE, maxWidth: '100%', outline: '1px solid #999' }}
          />
        )
      ) : (
        <Typography color="text.secondary" data-testid="showing-now-none">
          {translate('app.plus.show.notReported')}
        </Typography>
      )}
      {device.reportedShow && device.slide !== null && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.plus.show.slide', { n: device.slide + 1, total: device.reportedShow.length })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One editor per device: the route keeps its element when only the address's device changes, and the editor's
 * state (the show being edited) must start again from the other device's show.
 */
export default function DeviceShowPage() {
  const { storeCode = '', mac = '' } = useParams();
  return <DeviceShowEditor key={`${storeCode}/${mac}`} storeCode={storeCode} mac={mac} />;
}

function DeviceShowEditor({ storeCode, mac }: { storeCode: string; mac: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'plus', 'write');
  const [show, setShow] = useState<Slide[]>([]);
  const [choice, setChoice] = useState('');
  const key = plusDeviceKeys.show({ storeCode, mac });
  const device = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => plusDeviceCalls.show({ storeCode, mac }, { signal }),
    refetchInterval: (query) => (query.state.data?.synced === false ? WAITING_MS : PLAYING_MS),
    retry: false,
  });
  const templates = useQuery({
    queryKey: [...plusTemplateKeys.list({ storeCode }), 'data'],
    queryFn: ({ signal }) => listTemplates(storeCode, signal),
  });
  const given = useMemo(() => (device.data ? slidesOf(device.data.show) : undefined), [device.data]);
  // the editor starts from what the device was given, and again after an apply or a save
  const [loadedFor, setLoadedFor] = useState<Slide[] | undefined>();
  useEffect(() => {
    if (given && loadedFor === undefined) {
      setShow(given);
      setLoadedFor(given);
    }
  }, [given, loadedFor]);
  useEffect(() => {
    if (device.error) void showError(device.error as Error);
  }, [device.error, showError]);
  const took = (next: DeviceShow) => {
    queryClient.setQueryData(key, next);
    const slides = slidesOf(next.show);
    setShow(slides);
    setLoadedFor(slides);
  };
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
      notify('app.plus.show.saved', { type: 'success', messageArgs: { _: 'Complete!' } });
    } catch (error) {
      await showError(error as Error);
    }
  };
  const apply = () =>
    run(async () => {
      await applyTemplate(storeCode, choice, [mac]);
      took(await plusDeviceCalls.show({ storeCode, mac }));
    });
  const save = () =>
    run(async () => {
      const d = device.data!;
      took(
        await plusDeviceCalls.saveShow({
          storeCode,
          mac,
          body: {
            screenWidth: d.screenWidth,
            screenHeight: d.screenHeight,
            show: showForSave(show),
          },
        }),
      );
    });
  const d = device.data;
  if (!d) return null;
  return (
    <Card data-testid="device-show-editor" data-template={d.template ?? ''} data-custom={d.custom}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1">
            {translate('app.plus.show.title')} · {d.name ?? d.mac} · {d.mac} · {d.screenWidth}x
            {d.screenHeight}
          </Typography>
          <Chip
            size="small"
            color={d.status === 'ONLINE' ? 'success' : 'error'}
            label={d.status === 'ONLINE' ? 'ONLINE' : translate('app.plus.show.offline')}
          />
          <Chip
            size="small"
            variant="outlined"
            data-testid="device-show-link"
            label={
              d.template
                ? translate('app.plus.show.following', { template: d.template })
                : translate('app.plus.show.custom')
            }
          />
        </Stack>
        {canWrite && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('app.plus.template.one')}
              value={choice}
              sx={{ width: 260 }}
              onChange={(e) => setChoice(e.target.value)}
              slotProps={{
                select: { SelectDisplayProps: { 'data-testid': 'apply-template-pick' } as object },
              }}
            >
              <MenuItem value="" data-testid="apply-template-option">
                {translate('app.plus.show.noTemplate')}
              </MenuItem>
              {(templates.data ?? []).map((t) => (
                <MenuItem key={t._id} value={t._id} data-testid="apply-template-option">
                  {t._id} · {t.size}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" data-testid="apply-template" onClick={apply}>
              {translate('app.plus.show.apply')}
            </Button>
          </Stack>
        )}
        <ShowEditor
          storeCode={storeCode}
          width={d.screenWidth}
          height={d.screenHeight}
          show={show}
          onChange={setShow}
        />
        {canWrite && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" data-testid="device-show-save" onClick={save}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
        <ShowingNow storeCode={storeCode} device={d} />
      </CardContent>
    </Card>
  );
}

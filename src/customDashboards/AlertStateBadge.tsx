// The state of a panel's alert rule on its header (issue 38): ok, pending (over its threshold, not yet for its
// minutes) or firing, with the value last evaluated and since when, as the server's panel-alerts job last
// evaluated it (GET /dashboards/{id}/alerts, asked again every 15 s while the dashboard has an enabled rule).
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Chip, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { dashboardCalls, dashboardKeys } from '../generated/client';
import { formatDateTime, formatNumber } from '../i18n/format';
import type { Panel } from './api';

const EVERY_MS = 15_000;
const COLORS = { ok: 'success', pending: 'warning', firing: 'error' } as const;

/** the rule states of a dashboard's panels (one read for every badge of the page) */
export function usePanelAlerts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.alerts({ id }),
    queryFn: ({ signal }) => dashboardCalls.alerts({ id }, { signal }),
    enabled,
    refetchInterval: EVERY_MS,
  });
}

export function AlertStateBadge({ dashboardId, panel }: { dashboardId: string; panel: Panel }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customDashboards.alert.${key}`, options);
  const on = !!panel.alert?.enabled;
  const { data } = usePanelAlerts(dashboardId, on);
  if (!on || !panel.alert) return null;
  const rule = data?.find((row) => row.panelId === panel.id);
  const state = rule?.state;
  const condition = t(`rule.${panel.alert.comparison}`, {
    value: formatNumber(panel.alert.threshold),
    minutes: panel.alert.forMinutes,
  });
  const details = [
    condition,
    rule?.lastValue !== null && rule?.lastValue !== undefined
      ? t('lastValue', { value: formatNumber(rule.lastValue) })
      : undefined,
    rule?.since ? t('since', { time: formatDateTime(rule.since) }) : undefined,
    rule?.error ?? undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const label = state ? t(`states.${state}`) : t('states.unknown');
  return (
    <Tooltip title={details}>
      <Chip
        size="small"
        variant={state === 'firing' ? 'filled' : 'outlined'}
        color={state ? COLORS[state] : 'default'}
        icon={state === 'firing' ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
        label={label}
        aria-label={`${label}: ${details}`}
        data-testid="panel-alert-state"
        data-state={state ?? 'unknown'}
        sx={{ mx: 0.5 }}
      />
    </Tooltip>
  );
}

// The starter dashboards (issue 38) on the dashboards list: ready-made views of ordinary panels (store operations,
// battery and delivery, fleet health; GET /dashboards/starters) an operator copies (POST
// /dashboards/starters/{key}/copy) to get a dashboard of its own, opened in edit mode.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { DashboardStarter } from '../../domain/generated/calls';
import { dashboardCalls, dashboardKeys } from '../generated/client';
import { refreshSavedDashboards } from './queries';

export function StarterDashboards() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: dashboardKeys.starters(),
    queryFn: ({ signal }) => dashboardCalls.starters({ signal }),
    staleTime: 300_000,
  });
  // a starter's name and description in the console's language (the server's English for one it does not know)
  const named = (starter: DashboardStarter) => ({
    name: translate(`app.customDashboards.starters.items.${starter.key}.name`, { _: starter.name }),
    description: translate(`app.customDashboards.starters.items.${starter.key}.description`, {
      _: starter.description,
    }),
  });
  const copy = useMutation({
    // the copy is named in the operator's language
    mutationFn: (starter: DashboardStarter) =>
      dashboardCalls.copyStarter({ key: starter.key, body: { name: named(starter).name } }),
    onSuccess: (saved) => {
      void refreshSavedDashboards(client);
      navigate(`/dashboards/${saved.id}?edit=1`);
    },
    onError: (failure) =>
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
  });
  if (!data?.length) return null;
  return (
    <section aria-labelledby="starters-title" data-testid="dashboard-starters">
      <Typography variant="h6" component="h2" id="starters-title" sx={{ mt: 3, mb: 0.5 }}>
        {translate('app.customDashboards.starters.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.customDashboards.starters.hint')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {data.map((starter) => (
          <Card
            key={starter.key}
            variant="outlined"
            data-testid="dashboard-starter"
            data-starter={starter.key}
            sx={{ width: 300, display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ flex: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {named(starter).name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {named(starter).description}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('app.customDashboards.starters.panels', {
                  smart_count: starter.definition.panels?.length ?? 0,
                })}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                disabled={copy.isPending}
                data-testid="starter-copy"
                onClick={() => copy.mutate(starter)}
              >
                {translate('app.customDashboards.starters.copy')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

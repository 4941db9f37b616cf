// /setting/server-config (doc 3 §2, §3, §5, §8): every server config field on the schema form x-forms.serverConfig
// (schemas/serverConfig.schema.json), loaded with GET /config/server and saved with PUT /config/server. On save
// the generated validator's first failing field shows in the error dialog ('Fill in History Retention!', ...);
// a failed save is titled 'Setting Server Error'; a failed load shows it, then logs out and reloads. Below,
// the SMTP section (src/settings/smtp) and, for role 0, the two-factor policy (src/twoFactor). Saving needs server
// config write.
import { Card, CardContent, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { SaveButton, Toolbar } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PageLoading } from '../layout/PageLoading';
import { usePageQuery } from '../monitoring/usePageQuery';
import { firstIssue } from '../schema-views/firstIssue';
import { namedFormSchema } from '../schema-views/formResolver';
import { SchemaForm } from '../schema-views/SchemaForm';
import { SmtpSettingsSection } from './smtp/SmtpSettingsSection';
import { TwoFactorPolicySection } from '../twoFactor/TwoFactorPolicySection';
import { SETTING_ERRORS } from './settingErrors';
import { serverConfigKeys, serverConfigCalls } from '../generated/client';

const meta = resources.serverConfig;
/** the form checks on save, one message in the error dialog (doc 3 §5), so the inputs take anything */
const anything = z.record(z.string(), z.unknown());
const KEY = serverConfigKeys.getOne();

export default function ServerConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'server_config', 'write');
  const { data } = usePageQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => serverConfigCalls.getOne({ signal }),
    failureTitle: SETTING_ERRORS.server,
  });
  const save = async (values: FieldValues) => {
    const schema = namedFormSchema(meta, 'serverConfig');
    const problem = firstIssue(schema, values);
    if (problem) return showError(translate(problem.message));
    try {
      const saved = await serverConfigCalls.update({ body: schema.parse(values) });
      queryClient.setQueryData(KEY, saved);
      notify('app.settings.saved', { type: 'success' });
    } catch (error) {
      await showError(error as Error, SETTING_ERRORS.server);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="server-config-title">
          {translate('app.menu.serverConfig')}
        </Typography>
        {data ? (
          <SchemaForm
            meta={meta}
            operation="edit"
            form="serverConfig"
            schema={anything}
            record={data}
            onSubmit={save}
            readOnly={!canWrite}
            testIdPrefix="server-config"
            toolbar={
              canWrite ? (
                <Toolbar>
                  <SaveButton alwaysEnable data-testid="server-config-save" />
                </Toolbar>
              ) : (
                false
              )
            }
          />
        ) : (
          <PageLoading />
        )}
        <Divider sx={{ my: 3 }} />
        <SmtpSettingsSection canWrite={canWrite} />
        {isSuper(permissions) && (
          <>
            <Divider sx={{ my: 3 }} />
            <TwoFactorPolicySection />
          </>
        )}
      </CardContent>
    </Card>
  );
}

// The SMTP section of /setting/server-config (doc 3 §2, §3, §5): the schema form of schemas/smtpConfig
// (enable, server, port, account, password, tls, ssl) with the save rule of domain/smtpRules.ts ('Fill in
// SMTP Server IP!', ...), Save (PUT /config/smtp) and Test (POST /test/smtp with the values being edited: the
// outcome, the SMTP server's error text included). Failures show 'Setting SMTP Error'. A failed load shows the
// error, then logs out and reloads (the config pages' rule, doc 3 §8). Without server config write the form is
// read-only, with no Save and no Test (the server answers 403 to both).
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { smtpFormSchema } from '../../../domain/smtpRules';
import { formEntities } from '../../../domain/generated/resources';
import { useErrorDialog } from '../../layout/ErrorDialog';
import { useLoadFailure } from '../../layout/useLoadFailure';
import { smtpConfigCalls, smtpConfigKeys } from '../../generated/client';
import { SchemaForm } from '../../schema-views/SchemaForm';

const meta = formEntities.smtpConfig;
const QUERY_KEY = smtpConfigKeys.get();
const ERROR_TITLE = 'app.smtp.errorTitle';

function SmtpToolbar({ onTested }: { onTested: (message: string) => void }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { getValues, trigger } = useFormContext();
  const [to, setTo] = useState('');
  const [testing, setTesting] = useState(false);
  const test = async () => {
    if (!(await trigger())) return;
    setTesting(true);
    try {
      const answer = await smtpConfigCalls.test({
        body: { ...getValues(), enable: true, to: to.trim() || undefined },
      });
      onTested(answer.message);
    } catch (error) {
      onTested('');
      await showError(error as Error, ERROR_TITLE);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton alwaysEnable label="app.smtp.save" data-testid="smtp-save" />
      <TextField
        size="small"
        label={translate('app.smtp.testTo')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'smtp-test-to' } }}
      />
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        onClick={() => void test()}
        disabled={testing}
        data-testid="smtp-test"
      >
        {translate('app.smtp.test')}
      </Button>
    </Toolbar>
  );
}

export function SmtpSettingsSection({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const [tested, setTested] = useState('');
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => smtpConfigCalls.get({ signal }),
    retry: false,
  });
  useLoadFailure(query.error, true, ERROR_TITLE);
  const save = async (values: FieldValues) => {
    try {
      const saved = await smtpConfigCalls.save({ body: values });
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('app.smtp.saved', { type: 'success' });
    } catch (error) {
      await showError(error as Error, ERROR_TITLE);
    }
  };
  return (
    <Card data-testid="smtp-settings" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.smtp.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.smtp.passwordKept')}
        </Typography>
        {query.data && (
          <Stack>
            <SchemaForm
              meta={meta}
              operation="edit"
              form="smtp"
              schema={smtpFormSchema}
              record={query.data}
              onSubmit={save}
              readOnly={!canWrite}
              testIdPrefix="smtp"
              problemTestId="smtp-problem"
              toolbar={canWrite ? <SmtpToolbar onTested={setTested} /> : false}
            />
            {tested && (
              <Alert severity="success" data-testid="smtp-test-result">
                {tested}
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

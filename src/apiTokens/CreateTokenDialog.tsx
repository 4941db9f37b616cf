// "Create token" (issue 35): the form (TokenForm.tsx), then its secret, shown once (SecretStep.tsx); closing the
// dialog refreshes the list. A refusal of the server shows in the console's error dialog.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, useRefresh, useTranslate } from 'react-admin';
import type { ApiTokenCreateAnswer } from '../../domain/generated/calls';
import { apiTokenCalls } from '../generated/client';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SecretStep } from './SecretStep';
import { TokenFormInputs } from './TokenForm';
import { createBody, EMPTY_TOKEN, tokenProblems, type TokenValues } from './tokenValues';

export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const [created, setCreated] = useState<ApiTokenCreateAnswer | null>(null);
  const close = () => {
    if (created) refresh();
    onClose();
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const answer = await apiTokenCalls.create({ body: createBody(values as unknown as TokenValues) });
      setCreated(answer);
    } catch (error) {
      await showError(error as Error, 'app.apiTokens.createError');
    }
  };
  return (
    <Dialog
      open
      onClose={created ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-token-create-title"
      data-testid="api-token-create-dialog"
    >
      <DialogTitle id="api-token-create-title">
        {translate(created ? 'app.apiTokens.createdTitle' : 'app.apiTokens.create')}
      </DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <SecretStep name={created.name} secret={created.secret} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} data-testid="api-token-secret-close">
              {translate('ra.action.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogContent>
          {/* the role and store inputs take their labels from resources.apiTokens.fields */}
          <ResourceContextProvider value="apiTokens">
            <Form record={EMPTY_TOKEN} onSubmit={save} validate={tokenProblems}>
              <TokenFormInputs />
              <SchemaDialogToolbar
                onClose={close}
                saveLabel="app.apiTokens.createAction"
                saveTestId="api-token-save"
              />
            </Form>
          </ResourceContextProvider>
        </DialogContent>
      )}
    </Dialog>
  );
}

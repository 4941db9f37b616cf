// "Revoke" on a row of the API tokens (issue 35): asks first, then revokes (refused from the token's next request
// on) and refreshes the list; disabled once revoked; only with member write.
import BlockIcon from '@mui/icons-material/Block';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { apiTokenCalls } from '../generated/client';
import { useErrorDialog } from '../layout/ErrorDialog';
import type { Row } from '../schema-views/registry';
import { PromptDialog } from '../shared/PromptDialog';

export function RevokeTokenAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const [asking, setAsking] = useState(false);
  if (!can(permissions, 'member', 'write')) return null;
  const revoked = Boolean(record.revokedAt);
  const label = translate('app.apiTokens.revoke');
  const revoke = async () => {
    setAsking(false);
    try {
      await apiTokenCalls.revoke({ id: Number(record.id) });
      notify('app.apiTokens.revoked', { type: 'success' });
    } catch (error) {
      await showError(error as Error, 'app.apiTokens.revokeError');
    }
    refresh();
  };
  return (
    <>
      <Tooltip title={label}>
        {/* a disabled button gives no events: the span keeps the tooltip */}
        <span>
          <IconButton
            size="small"
            aria-label={label}
            disabled={revoked}
            data-testid="api-token-revoke"
            onClick={(event) => (event.stopPropagation(), setAsking(true))}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <PromptDialog
        open={asking}
        title="app.apiTokens.revoke"
        message={translate('app.apiTokens.revokeConfirm', { name: String(record.name ?? '') })}
        yesLabel="app.apiTokens.revoke"
        onNo={() => setAsking(false)}
        onYes={() => void revoke()}
      />
    </>
  );
}

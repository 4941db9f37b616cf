// The buttons of every form dialog (schema forms in create, update and detail dialogs): Cancel (Close in a
// detail) and Save, which submits the form (its validator runs first); Save waits while the form submits.
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';

export function SchemaDialogToolbar({
  readOnly,
  onClose,
  saveTestId,
  closeTestId = 'dialog-cancel',
  closeLabel,
  saveLabel,
  saveDisabled,
  children,
}: {
  /** a detail: Close only */
  readOnly?: boolean;
  onClose: () => void;
  saveTestId?: string;
  closeTestId?: string;
  /** i18n key of the close button's text (default Cancel, Close in a detail) */
  closeLabel?: string;
  /** i18n key of the save button's text (default Save) */
  saveLabel?: string;
  /** Save waits (the form's values are not known yet) */
  saveDisabled?: boolean;
  /** further buttons before Cancel (a list's Add) */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', bgcolor: 'transparent' }}>
      {children}
      <Button onClick={onClose} data-testid={closeTestId}>
        {translate(closeLabel ?? (readOnly ? 'ra.action.close' : 'ra.action.cancel'))}
      </Button>
      {!readOnly && (
        <SaveButton
          alwaysEnable={!saveDisabled}
          disabled={saveDisabled}
          icon={<></>}
          label={saveLabel}
          data-testid={saveTestId}
        />
      )}
    </Toolbar>
  );
}

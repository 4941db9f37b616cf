// The buttons of every form dialog (schema forms in create, update and detail dialogs): Cancel (Close in a
// detail) and Save, which submits the form (its validator runs first); Save waits while the form submits.
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';

export function SchemaDialogToolbar({
  readOnly,
  onClose,
  saveTestId,
  closeTestId = 'dialog-cancel',
}: {
  /** a detail: Close only */
  readOnly?: boolean;
  onClose: () => void;
  saveTestId?: string;
  closeTestId?: string;
}) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', bgcolor: 'transparent' }}>
      <Button onClick={onClose} data-testid={closeTestId}>
        {translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}
      </Button>
      {!readOnly && <SaveButton alwaysEnable icon={<></>} data-testid={saveTestId} />}
    </Toolbar>
  );
}

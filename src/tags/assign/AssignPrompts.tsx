// The dialogs of usePrompts: the family ticket choice (one or two families, or the product only) and the
// yes/no confirmation ('Some products don't exist. Would you like to continue?').
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FamilyAnswer, Prompt } from './usePrompts';

export function AssignPrompts({
  prompt,
  answer,
}: {
  prompt: Prompt | null;
  answer: (value: boolean | FamilyAnswer) => void;
}) {
  const translate = useTranslate();
  const family = prompt?.kind === 'family' ? prompt : null;
  const confirm = prompt?.kind === 'confirm' ? prompt : null;
  return (
    <>
      <Dialog open={!!family} onClose={() => answer(undefined)} aria-labelledby="assign-family-title">
        <DialogTitle id="assign-family-title">{translate('app.assign.familyTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.assign.familyQuestion')}</DialogContentText>
          <List>
            {family?.families.map((f) => (
              <ListItemButton key={f.fmPrCode} onClick={() => answer(f)} divider>
                <ListItemText
                  primary={translate('app.assign.useFamily', { fmPrCode: f.fmPrCode })}
                  secondary={translate('app.assign.familyProducts', {
                    count: f.prCodeList.length,
                    codes: f.prCodeList.join(', '),
                  })}
                />
              </ListItemButton>
            ))}
            <ListItemButton onClick={() => answer(null)}>
              <ListItemText primary={translate('app.assign.productOnly')} />
            </ListItemButton>
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(undefined)}>{translate('app.assign.cancel')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={!!confirm} onClose={() => answer(false)} aria-labelledby="assign-confirm-title">
        <DialogTitle id="assign-confirm-title">{translate('app.assign.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm ? translate(confirm.message) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{translate('app.action.no')}</Button>
          <Button onClick={() => answer(true)} variant="contained" autoFocus>
            {translate('app.action.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'ra-core';
import { isSavedFilterEnabled, setSavedFilterEnabled } from './savedFilters';

/** The saved-filter switch shown above lists: on persists table state for a day, off clears it. */
export function SavedFilterToggle({ resource, storeKey }: { resource?: string; storeKey?: string }) {
  const translate = useTranslate();
  const [enabled, setEnabled] = useState(isSavedFilterEnabled);
  const [listParams, setListParams] = useStore<unknown>(storeKey ?? `${resource}.listParams`);
  return (
    <FormControlLabel
      data-testid="saved-filter-toggle"
      control={
        <Switch
          checked={enabled}
          onChange={(event) => {
            const on = event.target.checked;
            setSavedFilterEnabled(on);
            setEnabled(on);
            // write the current state again so it is persisted (on) or kept in memory only (off)
            if (on && listParams !== undefined) setListParams(listParams);
          }}
        />
      }
      label={translate('app.savedFilter')}
    />
  );
}

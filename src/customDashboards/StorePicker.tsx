// The stores a dashboard (its variable) or a panel (pinned) reads: the shared store picker (src/stores/picker,
// searching the session's stores on the server), empty = every store. A viewer sees and changes its own part of
// the stores someone else chose (viewerStores), never a store it may not see.
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';
import { viewerStores } from './viewerStores';

export function StorePicker({
  value,
  onChange,
  label,
  testId,
  width = 320,
}: {
  value: string[];
  onChange: (stores: string[]) => void;
  label: string;
  /** of the input; each option is `<testId>-option` with data-store-code */
  testId: string;
  width?: number;
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  // one array while the stores and the permissions stay: a controlled Autocomplete runs its value's effects again
  // at each new value
  const stores = useMemo(() => viewerStores(permissions, value), [permissions, value]);
  return (
    <StoreAutocomplete
      multiple
      value={stores}
      onChange={onChange}
      label={label}
      testId={testId}
      width={width}
      placeholder={translate('app.customDashboards.allStores')}
    />
  );
}

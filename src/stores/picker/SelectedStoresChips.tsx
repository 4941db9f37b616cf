// The chosen stores of a picker: a chip each for the first CHIPS, then one "+N stores" chip (a count, never
// 2,000 chips) that opens the paged list of all of them (SelectedStoresList), where they can be removed too.
import { Chip, Popover } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { SelectedStoresList } from './SelectedStoresList';
import { storeLabel, useStoreNames } from './storeOptionQueries';

/** chips shown before the count */
export const CHIPS = 3;

export function SelectedStoresChips({
  codes,
  onRemove,
  disabled,
  testId,
}: {
  codes: string[];
  onRemove: (code: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const first = codes.slice(0, CHIPS);
  const names = useStoreNames(first);
  const more = codes.length - first.length;
  return (
    <>
      {first.map((code) => (
        <Chip
          key={code}
          size="small"
          label={storeLabel(names.get(code) ?? { storeCode: code })}
          onDelete={disabled ? undefined : () => onRemove(code)}
          disabled={disabled}
          data-testid={`${testId}-chip`}
          data-store-code={code}
          sx={{ maxWidth: 180, m: '2px' }}
        />
      ))}
      {more > 0 && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={translate('app.storePicker.more', { smart_count: more })}
          onClick={(event) => {
            event.stopPropagation();
            setAnchor(event.currentTarget);
          }}
          onMouseDown={(event) => event.stopPropagation()}
          data-testid={`${testId}-count`}
          sx={{ m: '2px' }}
        />
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <SelectedStoresList
          codes={codes}
          onRemove={disabled ? undefined : onRemove}
          testId={`${testId}-selected`}
        />
      </Popover>
    </>
  );
}

// A page of chosen stores ("CODE name"), PAGE_SIZE at a time with a pager: the "+N stores" of a picker and the
// store list of an account, a token or a webhook, which may hold the whole chain, show their stores this way
// instead of one chip each. Names are asked for the page shown only.
import { IconButton, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { storeLabel, useStoreNames } from './storeOptionQueries';

export const PAGE_SIZE = 20;

export function SelectedStoresList({
  codes,
  onRemove,
  testId = 'selected-stores',
}: {
  codes: string[];
  /** given: each row has a remove button */
  onRemove?: (code: string) => void;
  testId?: string;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(codes.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = codes.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const names = useStoreNames(shown);
  return (
    <Stack data-testid={testId} sx={{ minWidth: 280 }}>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        {translate('app.storePicker.selected', { smart_count: codes.length })}
      </Typography>
      <List dense>
        {shown.map((code) => (
          <ListItem
            key={code}
            data-testid={`${testId}-row`}
            data-store-code={code}
            secondaryAction={
              onRemove && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('app.storePicker.remove', { store: code })}
                  onClick={() => onRemove(code)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText primary={storeLabel(names.get(code) ?? { storeCode: code })} />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={current}
          onChange={(_, next) => setPage(next)}
          sx={{ px: 1, pb: 1 }}
          data-testid={`${testId}-pages`}
        />
      )}
    </Stack>
  );
}

// A record's detail as label / value pairs: the fields shown in `show` (schema order), headed as the list
// heads them, each value drawn by its list cell (x-cell or the default for its type).
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { cellNameOf } from './list/cells';
import { labelText } from './list/SchemaTable';
import { cellNamed, type Row } from './registry';

export function SchemaFacts({
  meta,
  record,
  testIdPrefix,
}: {
  meta: ResourceMeta;
  record: Row;
  testIdPrefix: string;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      data-testid={`${testIdPrefix}-facts`}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0, mb: 3 }}
    >
      {meta.fields
        .filter((field) => field.views.includes('show'))
        .map((field) => {
          const { render: Cell } = cellNamed(cellNameOf(field));
          return (
            <Box
              key={field.name}
              sx={{ display: 'contents' }}
              data-testid={`${testIdPrefix}-fact-${field.name}`}
            >
              <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {labelText(translate, meta, field)}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Cell record={record} field={field} meta={meta} />
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}

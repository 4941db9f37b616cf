// The table of the rows that carry the product info pushed (the tags of a task, a product's update history):
// the table's own columns, then the prInfo columns named from the alias configuration (long text cut), which may
// scroll; "no data" across every column.
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { NoDataRow, ScrollTable } from '../layout/tableParts';
import type { AliasEntry } from '../tags/history/api';
import { InfoCell } from './InfoCell';
import { infoColumns } from './infoColumns';

type InfoRow = { [prInfo: `prInfo_${number}`]: string | undefined };

export function InfoTable<R extends InfoRow>({
  testId,
  headers,
  aliases,
  rows,
  row,
}: {
  testId: string;
  /** the table's own column heads */
  headers: ReactNode[];
  aliases: AliasEntry[];
  rows: R[] | undefined;
  /** a row: its key, its row attributes and its own cells (the info cells follow) */
  row: (r: R) => {
    key: string | number;
    attributes: Record<`data-${string}`, string | number>;
    cells: ReactNode;
  };
}) {
  const info = infoColumns(aliases, rows ?? []);
  return (
    <ScrollTable testId={testId} sx={{ '& th': { whiteSpace: 'nowrap', fontWeight: 600 } }}>
      <TableHead>
        <TableRow>
          {headers.map((header, i) => (
            <TableCell key={i}>{header}</TableCell>
          ))}
          {info.map((c) => (
            <TableCell key={c.field}>{c.header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(rows ?? []).map((r) => {
          const { key, attributes, cells } = row(r);
          return (
            <TableRow key={key} hover {...attributes}>
              {cells}
              {info.map((c) => (
                <InfoCell key={c.field} value={r[c.field]} />
              ))}
            </TableRow>
          );
        })}
        {rows && rows.length === 0 && <NoDataRow colSpan={headers.length + info.length} />}
      </TableBody>
    </ScrollTable>
  );
}

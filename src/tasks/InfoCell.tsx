// A prInfo cell: long text (a description) cut to 80 characters (doc 2 §9), the whole text as its title.
import { TableCell } from '@mui/material';
import { truncateText } from '../layout/truncate';

export function InfoCell({ value }: { value: string | undefined | null }) {
  const text = value ?? '';
  const cut = truncateText(text);
  return (
    <TableCell title={cut === text ? undefined : text} sx={{ whiteSpace: 'nowrap' }}>
      {cut}
    </TableCell>
  );
}

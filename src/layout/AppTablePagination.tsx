// MUI's TablePagination with the console's language: "Rows per page" and "1-25 of 300" come from react-admin's
// messages (ra.navigation.*) so Japanese and Korean pages do not show MUI's English labels; so do the names of
// the first, previous, next and last page buttons ('Go to next page') that screen readers read.
import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslate } from 'ra-core';

export function AppTablePagination(props: TablePaginationProps<'div'>) {
  const translate = useTranslate();
  return (
    <TablePagination
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count === -1 ? to : count,
        })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      {...props}
      component="div"
    />
  );
}

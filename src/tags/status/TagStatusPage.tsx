// Tag status (doc 1 §2.8, route /tag): the session's stores with their store tag stats, as a table or a map.
import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { TableMapPage } from '../../layout/TableMapPage';
import { TagStoreMapPanel } from './TagStoreMapPanel';
import { TagStoreTable } from './TagStoreTable';

export default function TagStatusPage() {
  const translate = useTranslate();
  return (
    <TableMapPage
      testId="tag-status-page"
      titleKey="app.tagStatus.title"
      actions={
        <Button
          component={Link}
          to="/tag/availability"
          variant="outlined"
          startIcon={<SearchIcon />}
          data-testid="open-availability"
        >
          {translate('app.tagStatus.availability.title')}
        </Button>
      }
      table={<TagStoreTable />}
      map={<TagStoreMapPanel />}
    />
  );
}

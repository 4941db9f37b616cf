// Tag status (doc 1 §2.8, route /tag): the session's stores with their store tag stats, as a table or a map.
import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useSearchParams } from 'react-router-dom';
import { TagStoreMapPanel } from './TagStoreMapPanel';
import { TagStoreTable } from './TagStoreTable';

export default function TagStatusPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view = params.get('viewType') === 'map' ? 'map' : 'table';
  return (
    <Card data-testid="tag-status-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.tagStatus.title')}
          </Typography>
          <Button
            component={Link}
            to="/tag/availability"
            variant="outlined"
            startIcon={<SearchIcon />}
            data-testid="open-availability"
          >
            {translate('app.tagStatus.availability.title')}
          </Button>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: string | null) => next && setParams({ viewType: next }, { replace: true })}
          >
            <ToggleButton value="table" data-testid="view-table">
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.tableView')}
            </ToggleButton>
            <ToggleButton value="map" data-testid="view-map">
              <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.mapView')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box>{view === 'map' ? <TagStoreMapPanel /> : <TagStoreTable />}</Box>
      </CardContent>
    </Card>
  );
}

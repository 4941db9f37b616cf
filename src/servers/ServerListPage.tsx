// /server (doc 1 §2.6): the schema list of `server` (every server, refreshed every second: x-list.refresh, doc 1
// §9) in the proxy, database and ESL lists of the registered layout serverGroups (serverViews.tsx).
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './serverViews';

export default function ServerListPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid="server-list-page">
      <Title title={translate('app.menu.servers')} />
      <SchemaListView meta={resources.server} />
    </Box>
  );
}

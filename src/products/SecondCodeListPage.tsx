// Second-code list (doc 2 §2 /product/secondCode/list): the schema list of `secondCode`, the session's stores'
// second codes, 25 per page, paged, filtered and sorted by the server; on a site whose rules ask for them
// (coop) the product master columns with their Italian headings (x-label) after the schema's columns.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { siteRules } from '../../domain/siteRules';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { secondCodeExtraColumns } from './secondCodeColumns';

export default function SecondCodeListPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  return (
    <Card data-testid="second-code-list-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.secondCodes.title')}
        </Typography>
        <SchemaListView
          meta={resources.secondCode}
          extraColumns={secondCodeExtraColumns(siteRules(permissions?.systemConfig))}
        />
      </CardContent>
    </Card>
  );
}

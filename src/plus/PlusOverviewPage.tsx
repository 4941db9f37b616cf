// The signage overviews /plus/device, /plus/image, /plus/video, /plus/widget, /plus/template (doc 3 §2): the stores
// as a table (name, code, total; the devices' online and offline too; filters by name and code with a reset) or a
// map; a row opens the store's list. A load failure shows the error, logs out and reloads (doc 3 §8, loadFailureRule).
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './plusMediaViews';

export type OverviewKind = 'device' | 'image' | 'video' | 'widget' | 'template';

const META = {
  device: resources.plusDeviceStore,
  image: resources.plusImageStore,
  video: resources.plusVideoStore,
  widget: resources.plusWidgetStore,
  template: resources.plusTemplateStore,
} as const;

export function PlusOverviewPage({ kind }: { kind: OverviewKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card data-testid={`plus-${kind}-overview`}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`app.plus.${kind}.title`)}
        </Typography>
        <SchemaListView
          key={kind}
          meta={META[kind]}
          onRowClick={(store) =>
            navigate(`/plus/${kind}/list/${encodeURIComponent(String(store.storeCode))}`)
          }
        />
      </CardContent>
    </Card>
  );
}
export default PlusOverviewPage;

import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceMeta } from '../domain/resourceMeta';
import { fieldFor } from './widgetFields';

export function SchemaShow({ meta, id }: { meta: ResourceMeta; id?: string | number }) {
  return (
    <Show resource={meta.name} id={id}>
      <SimpleShowLayout>
        {meta.fields.filter((f) => f.views.includes('show')).map((f) => fieldFor(f))}
      </SimpleShowLayout>
    </Show>
  );
}

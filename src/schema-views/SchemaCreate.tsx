import { Create } from 'react-admin';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

export function SchemaCreate(
  props: Omit<SchemaFormProps, 'operation'> & { redirect?: 'list' | 'show' | 'edit' | false },
) {
  const { meta, redirect = 'list', ...rest } = props;
  return (
    <Create resource={meta.name} redirect={redirect}>
      <SchemaForm meta={meta} operation="create" {...rest} />
    </Create>
  );
}

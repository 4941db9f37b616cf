import { Edit } from 'react-admin';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

export function SchemaEdit(
  props: Omit<SchemaFormProps, 'operation'> & { id?: string | number; redirect?: 'list' | 'show' | false },
) {
  const { meta, id, redirect = 'list', ...rest } = props;
  return (
    <Edit resource={meta.name} id={id} redirect={redirect} mutationMode="pessimistic">
      <SchemaForm meta={meta} operation="edit" {...rest} />
    </Edit>
  );
}

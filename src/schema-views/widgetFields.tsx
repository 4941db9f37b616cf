// widget → react-admin field, for lists and show pages.
import type { ReactElement } from 'react';
import { BooleanField, FunctionField, NumberField, TextField } from 'react-admin';
import { formatDateTime } from '../providers/filterBuilder';
import { StatusChip } from '../status/StatusChip';
import { isDeviceStatus } from '../status/statusColors';
import { RoleNameField } from './inputs/RoleSelectInput';
import type { FieldMeta } from '../domain/resourceMeta';

type Rec = Record<string, unknown>;

export function fieldFor(field: FieldMeta): ReactElement {
  const { name } = field;
  const sortable = !!field.sortable;
  if (field.choices?.length && field.choices.every(isDeviceStatus)) {
    return (
      <FunctionField
        key={name}
        source={name}
        sortable={sortable}
        render={(r: Rec) => <StatusChip status={r[name]} />}
      />
    );
  }
  switch (field.widget) {
    case 'boolean':
      return <BooleanField key={name} source={name} sortable={sortable} />;
    case 'number':
      return <NumberField key={name} source={name} sortable={sortable} />;
    case 'datetime':
      // the spec's date format, yyyy-mm-dd hh:ii:ss
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={sortable}
          render={(r: Rec) =>
            typeof r[name] === 'string' && !Number.isNaN(Date.parse(r[name] as string))
              ? formatDateTime(Date.parse(r[name] as string) / 1000)
              : ''
          }
        />
      );
    case 'roleSelect':
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={sortable}
          render={(r: Rec) => <RoleNameField value={r[name]} />}
        />
      );
    case 'storeList':
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={sortable}
          render={(r: Rec) => (Array.isArray(r[name]) ? (r[name] as unknown[]).join(', ') : '')}
        />
      );
    case 'privilegeTree':
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={false}
          render={(r: Rec) => {
            const text = Array.isArray(r[name])
              ? (r[name] as Array<{ key: string; read?: boolean; write?: boolean }>)
                  .filter((p) => p.read || p.write)
                  .map((p) => `${p.key}${p.write ? ' (W)' : ''}`)
                  .join(', ')
              : '';
            return (
              <span
                title={text}
                style={{
                  display: 'inline-block',
                  maxWidth: 420,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  verticalAlign: 'bottom',
                }}
              >
                {text}
              </span>
            );
          }}
        />
      );
    case 'json':
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={false}
          render={(r: Rec) => JSON.stringify(r[name] ?? '')}
        />
      );
    default:
      return <TextField key={name} source={name} sortable={sortable} />;
  }
}

// widget → react-admin input. Labels come from i18n keys `resources.<resource>.fields.<field>`.
import type { ReactElement } from 'react';
import { BooleanInput, DateTimeInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import type { FieldMeta, View } from '../domain/resourceMeta';
import { widgetNamed } from './registry';
import './widgets';

const formatJson = (value: unknown) =>
  value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** the input(s) for one field: a password with a confirmation gets both */
export function inputsFor(field: FieldMeta, operation: Extract<View, 'edit' | 'create'>): ReactElement[] {
  const { name } = field;
  const disabled = operation === 'edit' && field.readOnly;
  const registered = widgetNamed(field.widget);
  if (registered) return registered(field, operation);
  switch (field.widget) {
    case 'password': {
      const inputs = [<PasswordInput key={name} source={name} autoComplete="new-password" />];
      if (field.confirm)
        inputs.push(
          <PasswordInput
            key={field.confirm.field}
            source={field.confirm.field}
            autoComplete="new-password"
          />,
        );
      return inputs;
    }
    case 'email':
      return [<TextInput key={name} source={name} type="email" disabled={disabled} />];
    case 'number':
      return [<NumberInput key={name} source={name} disabled={disabled} />];
    case 'boolean':
      return [<BooleanInput key={name} source={name} disabled={disabled} />];
    case 'select':
      return [
        <SelectInput
          key={name}
          source={name}
          choices={(field.choices ?? []).map((c) => ({ id: c, name: String(c) }))}
          disabled={disabled}
        />,
      ];
    case 'textarea':
      return [<TextInput key={name} source={name} multiline minRows={3} disabled={disabled} />];
    case 'datetime':
      return [<DateTimeInput key={name} source={name} disabled={disabled} />];
    case 'json':
      return [
        <TextInput
          key={name}
          source={name}
          multiline
          minRows={3}
          format={formatJson}
          parse={parseJson}
          disabled={disabled}
        />,
      ];
    default:
      return [<TextInput key={name} source={name} disabled={disabled} />];
  }
}

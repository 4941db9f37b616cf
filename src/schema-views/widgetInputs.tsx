// widget → react-admin input, labelled by the field's label (SchemaInputs resolves it), with the form's options.
import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import type { FieldMeta, View } from '../../domain/resourceMeta';
import { DateTimeFieldInput } from './inputs/DateTimeFieldInput';
import { widgetNamed, type InputOptions } from './registry';
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
export function inputsFor(
  field: FieldMeta,
  operation: Extract<View, 'edit' | 'create'>,
  options: InputOptions = {},
): ReactElement[] {
  const { name } = field;
  const registered = widgetNamed(field.widget);
  if (registered) return registered(field, operation, options);
  const htmlInput = {
    ...(options.testId ? { 'data-testid': options.testId } : {}),
    ...(options.inTable && field.label ? { 'aria-label': field.label } : {}),
  };
  const common = {
    source: options.source ?? name,
    label: options.inTable ? false : field.label,
    readOnly: options.readOnly,
    disabled: options.disabled ?? (operation === 'edit' && field.readOnly),
    ...(Object.keys(htmlInput).length ? { inputProps: htmlInput as object } : {}),
    ...(options.inTable
      ? { helperText: false as const, size: 'small' as const, margin: 'none' as const, hiddenLabel: true }
      : {}),
  };
  switch (field.widget) {
    case 'password': {
      const inputs = [<PasswordInput key={name} {...common} autoComplete="new-password" />];
      if (field.confirm)
        inputs.push(
          <PasswordInput
            key={field.confirm.field}
            source={field.confirm.field}
            autoComplete="new-password"
            readOnly={common.readOnly}
            disabled={common.disabled}
          />,
        );
      return inputs;
    }
    case 'email':
      return [<TextInput key={name} {...common} type="email" />];
    case 'number':
      return [<NumberInput key={name} {...common} />];
    case 'boolean':
      return [<BooleanInput key={name} {...common} />];
    case 'select':
      return [
        <SelectInput
          key={name}
          {...common}
          choices={(field.choices ?? [])
            .filter((c) => operation === 'edit' || !field.editOnlyChoices?.includes(c))
            .map((c) => ({ id: c, name: String(c) }))}
        />,
      ];
    case 'textarea':
      return [<TextInput key={name} {...common} multiline minRows={3} />];
    case 'datetime':
      return [<DateTimeFieldInput key={name} {...common} />];
    case 'json':
      return [
        <TextInput key={name} {...common} multiline minRows={3} format={formatJson} parse={parseJson} />,
      ];
    default:
      return [<TextInput key={name} {...common} />];
  }
}

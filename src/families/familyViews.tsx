// What the family table and modal (schemas/familyProduct.schema.json) plug into the schema views by name: the
// layout cell "L01 (name)", the open icon of doc 2 §2 (a pencil with product.write, a magnifier otherwise), the
// toolbar (create, delete selected, upload; product.write only) and the family modal's product code inputs
// (familyProductItemCount of them, doc 2 §3). The panel hands its state to them as a FamilyPage.
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { familyItemCount } from '../../domain/familyRules';
import { RowAction } from '../layout/tableParts';
import { useLayoutNames } from '../providers/sharedQueries';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerToolbarAction,
  registerWidget,
  type InputOptions,
  type Row,
} from '../schema-views/registry';
import type { FamilyRow } from './api';

export type FamilyModal =
  | { kind: 'form'; mode: 'create' | 'edit' | 'view'; family: FamilyRow | null }
  | { kind: 'import' }
  | { kind: 'delete'; rows: FamilyRow[] };

export interface FamilyPage {
  canWrite: boolean;
  open: (modal: FamilyModal) => void;
}

function LayoutName({ record }: { record: Row }) {
  const layouts = useLayoutNames();
  const id = record.layoutId as string | null;
  const name = layouts.find((l) => l.layoutId === id)?.name;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {id}
      {name ? ` (${name})` : ''}
    </span>
  );
}

function OpenAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const { canWrite, open } = useSchemaPage<FamilyPage>();
  return (
    <RowAction
      label={translate(canWrite ? 'app.families.edit' : 'app.families.view')}
      onClick={() =>
        open({ kind: 'form', mode: canWrite ? 'edit' : 'view', family: record as unknown as FamilyRow })
      }
      data-testid="family-open"
      data-icon={canWrite ? 'edit' : 'view'}
    >
      {canWrite ? <EditIcon fontSize="small" /> : <SearchIcon fontSize="small" />}
    </RowAction>
  );
}

function FamilyToolbar() {
  const translate = useTranslate();
  const { canWrite, open } = useSchemaPage<FamilyPage>();
  const { data, selectedIds } = useListContext<FamilyRow & { id: string }>();
  if (!canWrite) return null;
  const selected = (data ?? []).filter((row) => selectedIds.includes(row.id));
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        onClick={() => open({ kind: 'form', mode: 'create', family: null })}
        data-testid="family-create"
      >
        {translate('app.families.create')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => open({ kind: 'delete', rows: selected })}
        data-testid="family-delete"
      >
        {translate('app.families.delete')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => open({ kind: 'import' })}
        data-testid="family-upload"
      >
        {translate('app.families.upload')}
      </Button>
    </Stack>
  );
}

/** familyProductItemCount inputs `Product code n` (more when the family holds more codes) */
function FamilyCodeInputs({ source, options }: { source: string; options: InputOptions }) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const value: unknown = useWatch({ name: source });
  const count = Math.max(familyItemCount(permissions?.systemConfig), Array.isArray(value) ? value.length : 0);
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <TextInput
          key={i}
          source={`${source}.${i}`}
          label={translate('app.families.fields.prCodeN', { n: i + 1 })}
          readOnly={options.readOnly}
          inputProps={options.testId ? { 'data-testid': `${options.testId}-${i}` } : undefined}
        />
      ))}
    </>
  );
}

registerCell('layoutName', { render: ({ record }) => <LayoutName record={record} /> });
registerRowAction('familyOpen', OpenAction);
registerToolbarAction('familyCommands', FamilyToolbar);
registerWidget('familyCodes', ({ name }, _operation, options = {}) => [
  <FamilyCodeInputs key={name} source={name} options={options} />,
]);

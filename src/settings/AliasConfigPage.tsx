// /setting/alias-config (doc 3 §2, §3, §4, §5; doc 1 §3): the alias entries read with the shared alias query
// (GET /config/alias) and saved whole (POST /config/alias). The schema form x-forms.aliasRow of
// schemas/alias.schema.json as a table (SchemaRows: a row per entry, a column per field of the form, each row checked
// by the generated validator, the first refused value's message above the table), so a field added to the form is
// a column, validated and saved. Exactly one entry is the key (a radio: choosing one clears the others); the chart
// flag toggles per entry; entries with a blank name are dropped on save (before the validator sees them). Saving
// needs alias write.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Checkbox, Radio, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useInput, useNotify, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { SaveButton } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { formEntities } from '../../domain/generated/resources';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PageLoading } from '../layout/PageLoading';
import { saveAliases, sharedQueries, useAliases, type AliasEntry } from '../providers/sharedQueries';
import { namedFormSchema } from '../schema-views/formResolver';
import { SchemaForm } from '../schema-views/SchemaForm';
import { defaultsOf, type InputOverride, type OverrideProps } from '../schema-views/SchemaInputs';

const meta = formEntities.alias;
const FORM = 'aliasRow';
const LIST = 'data';

const blankName = (row: unknown) => String((row as { name?: unknown } | null)?.name ?? '').trim() === '';

/** the page's validator: the entries, those with a blank name dropped (doc 3 §5), each other one by the generated
 * validator of x-forms.aliasRow (its refusals at the entry's row); names trimmed */
function listSchema(): z.ZodType {
  const row = namedFormSchema(meta, FORM);
  return z.object({
    [LIST]: z
      .array(z.unknown())
      .superRefine((rows, ctx) =>
        rows.forEach((value, index) => {
          if (blankName(value)) return;
          const parsed = row.safeParse(value);
          if (!parsed.success)
            for (const issue of parsed.error.issues)
              ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        }),
      )
      .transform((rows) =>
        rows
          .filter((value) => !blankName(value))
          .map((value) => {
            const entry = row.parse(value) as Record<string, unknown> & { name: string };
            return { ...entry, name: entry.name.trim() };
          }),
      ),
  });
}

/** the key entry: a radio; choosing it clears every other entry's key (exactly one) */
function KeyRadio({ field, source, options }: OverrideProps) {
  const { field: input } = useInput({ source });
  const { getValues, setValue } = useFormContext();
  const choose = () => {
    const rows = (getValues(LIST) as Array<Record<string, unknown>> | undefined) ?? [];
    rows.forEach((row, index) => {
      const key = `${LIST}.${String(index)}.key`;
      if (key !== source && row.key) setValue(key, false, { shouldDirty: true });
    });
    input.onChange(true);
  };
  return (
    <Radio
      checked={input.value === true}
      disabled={options.disabled || options.readOnly}
      onChange={choose}
      slotProps={{ input: { 'aria-label': field.label } }}
      data-testid={options.testId}
    />
  );
}

/** the chart flag: a checkbox per entry */
function FlagCheckbox({ field, source, options }: OverrideProps) {
  const { field: input } = useInput({ source });
  return (
    <Checkbox
      checked={input.value === true}
      disabled={options.disabled || options.readOnly}
      onChange={(event) => input.onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': field.label } }}
      data-testid={options.testId}
    />
  );
}

const OVERRIDES: Record<string, InputOverride> = {
  key: (props) => <KeyRadio {...props} />,
  chart: (props) => <FlagCheckbox {...props} />,
};

/** Add: a new entry, the schema's defaults with the next index and a blank name */
function AddEntry() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const add = () => {
    const rows = (getValues(LIST) as Array<Record<string, unknown>> | undefined) ?? [];
    const next = rows.reduce((max, e) => Math.max(max, Number(e.index) || 0), -1) + 1;
    setValue(LIST, [...rows, { ...defaultsOf(meta), index: next, name: '', key: false, chart: false }]);
  };
  return (
    <Button startIcon={<AddIcon />} onClick={add} data-testid="alias-add">
      {translate('app.settings.add')}
    </Button>
  );
}

export default function AliasConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'alias', 'write');
  const aliases = useAliases();
  // the entries the form starts from: the loaded ones, then each save's answer (a new form)
  const [saved, setSaved] = useState<{ entries: AliasEntry[]; version: number } | null>(null);
  const schema = useMemo(listSchema, []);
  const start = saved?.entries ?? aliases;
  if (!start) return <PageLoading />;
  const save = async (values: FieldValues) => {
    const data = values[LIST] as AliasEntry[];
    if (data.filter((e) => e.key).length !== 1) return showError(translate('app.settings.aliasOneKey'));
    try {
      const answer = await saveAliases(data);
      queryClient.setQueryData(sharedQueries.aliases.queryKey, answer.data);
      setSaved({ entries: answer.data, version: (saved?.version ?? 0) + 1 });
      notify('app.settings.saved', { type: 'success' });
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h5" component="h1" data-testid="alias-title">
          {translate('app.menu.aliasConfig')}
        </Typography>
      </CardContent>
      <SchemaForm
        key={saved?.version ?? 0}
        meta={meta}
        operation="create"
        form={FORM}
        schema={schema}
        record={{ [LIST]: start }}
        overrides={OVERRIDES}
        readOnly={!canWrite}
        testIdPrefix="alias"
        problemTestId="alias-problem"
        rows={{
          source: LIST,
          rowTestId: 'alias-row',
          cellSx: (field) => (field === 'index' ? { width: 120 } : undefined),
        }}
        onSubmit={save}
        toolbar={
          canWrite ? (
            <Stack direction="row" spacing={1} sx={{ px: 2, pb: 2 }}>
              <AddEntry />
              <SaveButton alwaysEnable icon={<></>} label="ra.action.save" data-testid="alias-save" />
            </Stack>
          ) : (
            false
          )
        }
      />
    </Card>
  );
}

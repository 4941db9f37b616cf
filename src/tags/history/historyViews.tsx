// What the history tables (tag update, alarm, battery, reset and temperature histories; the task tag and product
// update history tables of src/tasks) plug into the schema list by name: the update status (doc 2 §4: spinner,
// OK, CANCEL, NG), the alarm class chip (doc 1 §4 colours) and the prInfo column set, one column per index named
// by the alias configuration (historyColumns.ts), long text cut to 80 characters.
import type { FieldMeta } from '../../../domain/resourceMeta';
import { useAliases } from '../../providers/sharedQueries';
import '../../schema-views/list/cells';
import { registerCell, registerColumns, type CellProps, type Row } from '../../schema-views/registry';
import { AlarmClassChip } from '../../status/AlarmClassChip';
import type { UpdateHistoryRow } from './api';
import { prInfoColumns } from './historyColumns';
import { UpdateStatusCell } from './UpdateStatusCell';

const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

function UpdateStatus({ record, field }: CellProps) {
  return <UpdateStatusCell status={text(record[field.name])} updatedAt={text(record.updatedAt)} />;
}

function AlarmClass({ record }: CellProps) {
  return <AlarmClassChip value={Number(record.class)} label={String(record.alarmType ?? '')} />;
}

function useAliasPrInfo(_field: FieldMeta, rows: Row[]): FieldMeta[] {
  const aliases = useAliases();
  return prInfoColumns(aliases ?? [], rows as unknown as UpdateHistoryRow[]).map((c) => ({
    name: c.field,
    type: 'string',
    widget: 'text',
    views: ['list'],
    cell: 'description',
    heading: c.header,
  }));
}

registerCell('updateStatus', { render: UpdateStatus });
registerCell('alarmClass', { render: AlarmClass });
registerColumns('aliasPrInfo', useAliasPrInfo);

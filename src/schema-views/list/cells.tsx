// The built-in cell renderers (x-cell), registered by name, and the rule that picks one for a field without
// x-cell: date-time → dateTime, device status enum → statusChip, number → number, boolean → boolean,
// array → list, object → json, else text. A field with x-link renders its cell as a link to that route.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { FieldMeta } from '../../../domain/resourceMeta';
import { truncateText } from '../../layout/truncate';
import { formatDateTime } from '../../providers/filterBuilder';
import { AlarmClassChip } from '../../status/AlarmClassChip';
import { StatusChip } from '../../status/StatusChip';
import { isDeviceStatus } from '../../status/statusColors';
import { TaskProgress } from '../../shared/TaskProgress';
import { StoreListCell } from '../../stores/picker/StoreListCell';
import { TagStatusChip } from '../../tags/TagStatusChip';
import { registerCell, type CellDefinition, type CellProps, type Row } from '../registry';
import { formatNumber } from '../../i18n/format';

const valueOf = ({ record, field }: CellProps) => record[field.name];

/** ISO text → 'yyyy-mm-dd hh:ii:ss' in local time (doc 2 §9); '' when absent or unreadable */
export function dateTimeText(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '' : formatDateTime(ms / 1000);
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** a share in percent, '97.5 %'; '' when absent */
export const percentText = (value: unknown): string =>
  value === undefined || value === null || value === '' ? '' : `${String(value)} %`;

export const BUILT_IN_CELLS: Record<string, CellDefinition> = {
  text: { render: (p) => <>{text(valueOf(p))}</> },
  number: { render: (p) => <>{text(valueOf(p))}</>, align: 'right' },
  /** a count, its digits grouped as the locale groups them (1,234) */
  count: {
    render: (p) => {
      const value = valueOf(p);
      return <>{typeof value === 'number' ? formatNumber(value) : text(value)}</>;
    },
    align: 'right',
  },
  /** a share in percent (the sensors' success rate) */
  percent: { render: (p) => <>{percentText(valueOf(p))}</>, align: 'right' },
  boolean: { render: (p) => <>{valueOf(p) ? '✓' : ''}</> },
  dateTime: { render: (p) => <>{dateTimeText(valueOf(p))}</> },
  list: { render: (p) => <>{Array.isArray(valueOf(p)) ? (valueOf(p) as unknown[]).join(', ') : ''}</> },
  /** store codes (an account's, a token's, a webhook's): a few, then a count opening them paged */
  storeList: {
    render: (p) => (
      <StoreListCell codes={Array.isArray(valueOf(p)) ? (valueOf(p) as unknown[]).map(String) : []} />
    ),
  },
  json: { render: (p) => <>{valueOf(p) === undefined ? '' : JSON.stringify(valueOf(p))}</> },
  /** MAC addresses and other codes read character by character */
  mono: {
    render: (p) => <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{text(valueOf(p))}</span>,
  },
  statusChip: { render: (p) => <StatusChip status={valueOf(p)} /> },
  /** doc 1 §4: an alarm's class 1 blue, 2 orange, 3 red */
  alarmClass: { render: (p) => <AlarmClassChip value={Number(valueOf(p))} /> },
  tagStatus: { render: (p) => <TagStatusChip status={(valueOf(p) as string | null) ?? null} /> },
  /** doc 2 §4: the progress bar coloured by the 30 / 100 thresholds */
  progress: { render: (p) => <TaskProgress progress={Number(valueOf(p) ?? 0)} /> },
  /** doc 2 §9: at most 80 characters, the whole text as the title */
  description: {
    render: (p) => <span title={text(valueOf(p))}>{truncateText(text(valueOf(p)))}</span>,
  },
};

for (const [name, definition] of Object.entries(BUILT_IN_CELLS)) registerCell(name, definition);

export function cellNameOf(field: FieldMeta): string {
  if (field.cell) return field.cell;
  if (field.choices?.length && field.choices.every(isDeviceStatus)) return 'statusChip';
  if (field.format === 'date-time') return 'dateTime';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'array') return 'list';
  if (field.type === 'object') return 'json';
  return 'text';
}

/** `/product/{prCode}/store/{storeCode}/history` filled from the row (each value URL-encoded) */
export function fillLink(template: string, record: Row): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(text(record[name])));
}

export function LinkedCell({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} to={to} underline="hover">
      {children}
    </MuiLink>
  );
}

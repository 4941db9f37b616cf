// What the task tables (schemas/updateTask.schema.json: the task list and a store's product update tasks;
// schemas/updateTaskTag.schema.json: the tags of a task; schemas/productUpdate.schema.json: a product's update
// history) plug into the schema list by name: the store with its name, the type (LAYOUT with its layout), the
// updated / total counts, the end ('in progress' while running), a change's status ('No tag'), the row actions
// (detail, refresh for role 0, revert for product update tasks; a tag's preview, image and graph), the day range
// filter, the refreshed rows in red for role 0, and the row tests that refresh the tables every 5 s while a task
// runs. The pages hand their state to them as a TaskListPageValue or a TaskTagPage.
import ImageIcon from '@mui/icons-material/Image';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useListContext, useTranslate } from 'ra-core';
import { RowAction } from '../layout/tableParts';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerRowStyle,
  registerRowTest,
  registerToolbarAction,
  type CellProps,
  type Row,
} from '../schema-views/registry';
import { HistoryDateFilter } from '../shared/history/HistoryDateFilter';
import '../tags/history/historyViews';
import type { ChangeStatus, TaskRow, TaskTagRow } from './api';
import { ChangeStatusCell } from './ChangeStatusCell';
import { taskTime } from './taskTime';
import { REVERTIBLE_TYPES } from './useTaskActions';
import { storeLabel } from '../../domain/storeLabel';

/** what the task list hands to its row actions and row style */
export interface TaskListPageValue {
  isSuper: boolean;
  canWrite: boolean;
  refresh: (task: TaskRow) => void;
  revert: (task: TaskRow) => void;
}

/** what a task's tag table hands to its row actions (an action is absent without its privilege) */
export interface TaskTagPage {
  preview?: (row: TaskTagRow) => void;
  image?: (row: TaskTagRow) => void;
  graph?: (row: TaskTagRow) => void;
}

/** 'LAYOUT (L03)': a layout task names its layout */
export function taskTypeLabel(task: Pick<TaskRow, 'taskType' | 'layoutId'>): string {
  return task.taskType === 'LAYOUT' && task.layoutId ? `${task.taskType} (${task.layoutId})` : task.taskType;
}

export const taskDetailPath = (task: Pick<TaskRow, 'storeCode' | 'taskId' | 'taskType'>) =>
  `/task/detail/${encodeURIComponent(task.storeCode)}/${task.taskId}/${encodeURIComponent(task.taskType)}`;

/** the update ID segment of the detail route; a task without one (seeded, simulator) is written '-' */
export const NO_UPDATE_ID = '-';

export const productTaskDetailPath = (storeCode: string, task: Pick<TaskRow, 'updateId' | 'taskId'>) =>
  `/product/${encodeURIComponent(storeCode)}/${encodeURIComponent(task.updateId ?? NO_UPDATE_ID)}/${task.taskId}/update/task/detail`;

const task = (record: Row) => record as unknown as TaskRow;
const taskTag = (record: Row) => record as unknown as TaskTagRow;

function TaskEnd({ record }: CellProps) {
  const translate = useTranslate();
  const { endTime } = task(record);
  return (
    <span data-testid="task-end">{endTime ? taskTime(endTime) : translate('app.tasks.inProgress')}</span>
  );
}

function DetailAction({ record }: { record: Row }) {
  const translate = useTranslate();
  return (
    <RowAction
      label={translate('app.tasks.detail')}
      to={taskDetailPath(task(record))}
      data-testid="task-detail"
    >
      <SearchIcon fontSize="small" />
    </RowAction>
  );
}

function RefreshAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const { isSuper, refresh } = useSchemaPage<TaskListPageValue>();
  if (!isSuper) return null;
  return (
    <RowAction
      label={translate('app.tasks.refresh')}
      onClick={() => refresh(task(record))}
      data-testid="task-refresh"
    >
      <RefreshIcon fontSize="small" />
    </RowAction>
  );
}

function RevertAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const { canWrite, revert } = useSchemaPage<TaskListPageValue>();
  if (!canWrite || !REVERTIBLE_TYPES.includes(task(record).taskType)) return null;
  return (
    <RowAction
      label={translate('app.tasks.revert')}
      onClick={() => revert(task(record))}
      data-testid="task-revert"
    >
      <UndoIcon fontSize="small" />
    </RowAction>
  );
}

function ProductTaskDetailAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const row = task(record);
  return (
    <RowAction
      label={translate('app.tasks.detail')}
      to={productTaskDetailPath(row.storeCode, row)}
      data-testid="product-task-detail"
    >
      <SearchIcon fontSize="small" />
    </RowAction>
  );
}

/** a task tag's action: shown when the page offers it (privilege) and, for product ones, the tag shows a product */
function tagAction(kind: keyof TaskTagPage, testId: string, needsProduct: boolean, Icon: typeof ImageIcon) {
  return function TagAction({ record }: { record: Row }) {
    const translate = useTranslate();
    const open = useSchemaPage<TaskTagPage>()[kind];
    const row = taskTag(record);
    if (!open || (needsProduct && !row.prCode)) return null;
    return (
      <RowAction label={translate(`app.tasks.${kind}`)} onClick={() => open(row)} data-testid={testId}>
        <Icon fontSize="small" />
      </RowAction>
    );
  };
}

/** the start day range of doc 2 §7 on the list's filters startDate ('yyyy-mm-dd') and endDate (its last second) */
function DayRange() {
  const { filterValues, setFilters } = useListContext();
  const { startDate, endDate, ...others } = filterValues as Record<string, unknown>;
  const value = { from: String(startDate ?? ''), to: String(endDate ?? '').slice(0, 10) };
  return (
    <HistoryDateFilter
      key={`${value.from}/${value.to}`}
      value={value}
      onChange={({ from, to }) =>
        setFilters(
          { ...others, ...(from && { startDate: from }), ...(to && { endDate: `${to} 23:59:59` }) },
          undefined,
          false,
        )
      }
    />
  );
}

/** role 0 sees a refreshed task red */
function useRefreshedLook() {
  const { isSuper } = useSchemaPage<TaskListPageValue>();
  return (record: Row) => {
    const red = isSuper && task(record).refreshed;
    return {
      attributes: { 'data-refreshed': red ? 'true' : 'false' } as const,
      className: red ? 'task-refreshed' : undefined,
      sx: red ? { bgcolor: 'rgba(198, 40, 40, 0.12)', '& td': { color: 'error.dark' } } : undefined,
    };
  };
}

registerCell('taskStore', {
  render: ({ record }) => {
    const { storeName, storeCode } = task(record);
    return <>{storeLabel(storeCode, storeName)}</>;
  },
});
registerCell('taskType', {
  render: ({ record }) => <span data-testid="task-type">{taskTypeLabel(task(record))}</span>,
});
registerCell('taskCounts', {
  render: ({ record }) => (
    <span data-testid="task-counts">
      {task(record).updatedTags} / {task(record).totalTags}
    </span>
  ),
  align: 'right',
});
registerCell('taskEnd', { render: TaskEnd });
registerCell('changeStatus', {
  render: ({ record }) => <ChangeStatusCell status={(record.status as ChangeStatus | null) ?? null} />,
});
registerRowAction('taskDetail', DetailAction);
registerRowAction('taskRefresh', RefreshAction);
registerRowAction('taskRevert', RevertAction);
registerRowAction('productTaskDetail', ProductTaskDetailAction);
registerRowAction('taskTagPreview', tagAction('preview', 'tag-preview', false, VisibilityIcon));
registerRowAction('taskTagImage', tagAction('image', 'product-image-button', true, ImageIcon));
registerRowAction('taskTagGraph', tagAction('graph', 'product-graph-button', true, ShowChartIcon));
registerToolbarAction('dayRange', DayRange);
registerRowStyle('taskRefreshed', useRefreshedLook);
registerRowTest('taskRunning', (record) => !record.endTime);
registerRowTest('tagPending', (record) => record.result === null || record.result === undefined);
registerRowTest('changePending', (record) => {
  const status = record.status as ChangeStatus | null | undefined;
  return !!status && status.status === null;
});

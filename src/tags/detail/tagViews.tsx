// What the tag tables (schemas/tag.schema.json: the tag detail of a store and tag availability) plug into the
// schema list by name: the type with size and features, the battery (red when LOW), the filters
// of doc 1 §2.8 (status with the site's NG group, types in use, battery status, the store's gateways, the
// updatedAt range), the preview and history row actions, the action toolbar (TagCommands) and the WIP test that
// makes the table refresh every 3 s. The page hands its state to them as a TagPage.
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { siteRules } from '../../../domain/siteRules';
import { FilterDateTime, FilterSelect, FilterText } from '../../layout/filterBar';
import { RowAction } from '../../layout/tableParts';
import { useSchemaPage } from '../../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerFilterInput,
  registerRowAction,
  registerRowTest,
  registerToolbarAction,
  type CellProps,
  type FilterInputProps,
  type Row,
} from '../../schema-views/registry';
import { HISTORY_KINDS, historyPath } from '../history/historyKinds';
import { TAG_STATUSES, tagStatusLabel } from '../TagStatusChip';
import type { TagRow } from './api';
import { NG_GROUP, type TagPage } from './tagPage';
import { TagCommands } from './TagToolbar';
import { TagTypeCell } from './TagTypeCell';
import { useTagTypeInfo } from './useTagTypeInfo';

const tag = (record: Row) => record as unknown as TagRow;

function TagType({ record }: CellProps) {
  const typeInfo = useTagTypeInfo();
  const { tagType } = tag(record);
  return <TagTypeCell tagType={tagType} info={typeInfo(tagType)} />;
}

function Battery({ record }: CellProps) {
  const { battery, battStatus } = tag(record);
  return (
    <Box component="span" sx={{ color: battStatus === 'LOW' ? 'error.main' : undefined }}>
      {battery === null || battery === undefined ? '' : `${battery}%`}
    </Box>
  );
}

function StatusFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const rules = siteRules(permissions?.systemConfig);
  return (
    <FilterSelect
      {...props}
      width={150}
      allLabel={translate('app.maps.all')}
      options={TAG_STATUSES.filter((s) => s !== 'NG').map(
        (s) => [s, tagStatusLabel(s, rules.missingTagLabel)] as const,
      )}
      data-testid={props.testId}
    >
      <MenuItem value={NG_GROUP}>
        {translate('app.tagStatus.ngGroup', {
          statuses: rules.ngFilterStatuses.map((s) => tagStatusLabel(s, rules.missingTagLabel)).join(', '),
        })}
      </MenuItem>
    </FilterSelect>
  );
}

function TypeFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const { tagTypes } = useSchemaPage<TagPage>();
  return (
    <FilterSelect
      {...props}
      width={150}
      allLabel={translate('app.maps.all')}
      options={tagTypes.map((t) => [t, t] as const)}
      data-testid={props.testId}
    />
  );
}

function BatteryFilter(props: FilterInputProps) {
  const translate = useTranslate();
  return (
    <FilterSelect
      {...props}
      width={150}
      allLabel={translate('app.maps.all')}
      options={['GOOD', 'LOW'].map((s) => [s, translate(`app.tagStatus.battery.${s}`)] as const)}
      data-testid={props.testId}
    />
  );
}

function GatewayFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const { gateways } = useSchemaPage<TagPage>();
  if (!gateways) return <FilterText {...props} width={190} inputTestId={props.testId} />;
  return (
    <FilterSelect
      {...props}
      width={190}
      allLabel={translate('app.maps.all')}
      options={gateways.map((g) => [g, g] as const)}
      data-testid={props.testId}
    />
  );
}

const dateTimeFilter = (labelKey: string) =>
  function DateTimeFilter(props: FilterInputProps) {
    const translate = useTranslate();
    return <FilterDateTime {...props} width={230} label={translate(labelKey)} inputTestId={props.testId} />;
  };

function PreviewAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const { preview } = useSchemaPage<TagPage>();
  return (
    <RowAction
      label={translate('app.tagStatus.preview')}
      onClick={() => preview(tag(record))}
      data-testid="preview-button"
    >
      <ImageIcon fontSize="small" />
    </RowAction>
  );
}

/** the five history pages of the tag (doc 1 §2.1), one menu per row */
function HistoriesAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { storeCode, tagMac, tagId } = tag(record);
  return (
    <>
      <RowAction
        label={translate('app.tagStatus.histories')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="history-menu"
      >
        <HistoryIcon fontSize="small" />
      </RowAction>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {HISTORY_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            component={Link}
            to={historyPath(storeCode ?? '', tagMac ?? '', tagId, kind)}
            data-testid={`history-${kind}`}
          >
            {translate(`app.tagStatus.history.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

registerCell('tagType', { render: TagType });
registerCell('battery', { render: Battery, align: 'right' });
registerFilterInput('tagStatusSelect', StatusFilter);
registerFilterInput('tagTypeSelect', TypeFilter);
registerFilterInput('batteryStatusSelect', BatteryFilter);
registerFilterInput('storeGatewaySelect', GatewayFilter);
registerFilterInput('dateTimeFrom', dateTimeFilter('app.tagStatus.from'));
registerFilterInput('dateTimeTo', dateTimeFilter('app.tagStatus.to'));
registerRowAction('tagPreview', PreviewAction);
registerRowAction('tagHistories', HistoriesAction);
registerToolbarAction('tagCommands', TagCommands);
registerRowTest('tagWip', (record) => record.status === 'WIP');

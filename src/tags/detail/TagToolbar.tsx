// The action buttons of the tag detail page (tag.write only): assign (slice C's dialog), deassign, reassign,
// reassign all (both confirmed), status check (cmd menu) and stop, on the rows selected in the list; and the tag
// list downloads (types 3 and 5, the store's with the list's filters) for every reader.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { siteRules } from '../../../domain/siteRules';
import { useDownload } from '../../downloads/useDownload';
import { PromptDialog } from '../../shared/PromptDialog';
import { useSchemaPage } from '../../schema-views/list/SchemaPageContext';
import type { StatusCheckCmd } from './api';
import { NG_GROUP, type TagPage } from './tagPage';
import { useTagActions } from './useTagActions';

/** doc 1 §4 cmd kinds, in menu order; undefined = All Tag Status Collect */
const CHECKS: Array<{ cmd: StatusCheckCmd; label: string }> = [
  { cmd: 0, label: 'app.collection.kind.statusCheck' },
  { cmd: 1, label: 'app.collection.kind.batteryCheck' },
  { cmd: 2, label: 'app.collection.kind.gatewayScan' },
  { cmd: undefined, label: 'app.collection.kind.all' },
];

type Confirm = 'deassign' | 'reassignAll' | null;

/** the tag detail's toolbar (x-list.toolbar `tagCommands`), on the list's selection and filters */
export function TagCommands() {
  const translate = useTranslate();
  const { storeCode, canWrite, assign } = useSchemaPage<TagPage>();
  const { selectedIds, filterValues, onUnselectItems, refetch } = useListContext();
  const { permissions } = useAppPermissions();
  const rules = siteRules(permissions?.systemConfig);
  const download = useDownload();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [checkMenu, setCheckMenu] = useState<HTMLElement | null>(null);
  const [downloadMenu, setDownloadMenu] = useState<HTMLElement | null>(null);
  const button = (key: string, onClick: () => void, testId: string) => (
    <Button size="small" variant="outlined" onClick={onClick} data-testid={testId}>
      {translate(key)}
    </Button>
  );
  const selected = selectedIds.map(String);
  const done = useCallback(() => {
    onUnselectItems();
    void refetch();
  }, [onUnselectItems, refetch]);
  const tagActions = useTagActions(storeCode, selected, done);
  /** the download filter of the current filters (the NG group expanded by the site rules) */
  const filter = (name: string) => (filterValues[name] as string | undefined) || undefined;
  const actions = {
    assign,
    deassign: () => tagActions.needRows() && setConfirm('deassign'),
    reassign: () => tagActions.needRows() && void tagActions.reassign(),
    reassignAll: () => setConfirm('reassignAll'),
    statusCheck: (cmd: StatusCheckCmd) => tagActions.needRows() && void tagActions.statusCheck(cmd),
    stop: () => void tagActions.stop(),
    downloadStore: () =>
      download({
        type: 3,
        storeCode,
        filter: {
          status: filter('status') === NG_GROUP ? rules.ngFilterStatuses : filter('status'),
          tagType: filter('tagType'),
          gwMac: filter('gwMac'),
          battStatus: filter('battStatus'),
        },
      }),
    downloadAll: () => download({ type: 5 }),
  };
  return (
    <>
      {canWrite && (
        <>
          <Button size="small" variant="contained" onClick={actions.assign} data-testid="action-assign">
            {translate('app.tagStatus.assign')}
          </Button>
          {button('app.tagStatus.deassign', actions.deassign, 'action-deassign')}
          {button('app.tagStatus.reassign', actions.reassign, 'action-reassign')}
          {button('app.tagStatus.reassignAll', actions.reassignAll, 'action-reassign-all')}
          <Button
            size="small"
            variant="outlined"
            endIcon={<ArrowDropDownIcon />}
            onClick={(e) => setCheckMenu(e.currentTarget)}
            data-testid="action-status-check"
          >
            {translate('app.tagStatus.statusCheck')}
          </Button>
          {button('app.tagStatus.stop', actions.stop, 'action-stop')}
        </>
      )}
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setDownloadMenu(e.currentTarget)}
        data-testid="action-download"
        sx={{ ml: 'auto' }}
      >
        {translate('app.tagStatus.download')}
      </Button>
      <Menu anchorEl={checkMenu} open={!!checkMenu} onClose={() => setCheckMenu(null)}>
        {CHECKS.map(({ cmd, label }) => (
          <MenuItem
            key={label}
            data-testid={`status-check-${cmd ?? 'all'}`}
            onClick={() => {
              setCheckMenu(null);
              actions.statusCheck(cmd);
            }}
          >
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
      <Menu anchorEl={downloadMenu} open={!!downloadMenu} onClose={() => setDownloadMenu(null)}>
        <MenuItem
          data-testid="download-store"
          onClick={() => {
            setDownloadMenu(null);
            actions.downloadStore();
          }}
        >
          {translate('app.tagStatus.downloadStore')}
        </MenuItem>
        <MenuItem
          data-testid="download-all"
          onClick={() => {
            setDownloadMenu(null);
            actions.downloadAll();
          }}
        >
          {translate('app.tagStatus.downloadAll')}
        </MenuItem>
      </Menu>
      <PromptDialog
        open={confirm !== null}
        title={confirm === 'reassignAll' ? 'app.tagStatus.reassignAll' : 'app.tagStatus.deassign'}
        message={translate(
          confirm === 'reassignAll' ? 'app.tagStatus.reassignAllConfirm' : 'app.tagStatus.deassignConfirm',
          { smart_count: selected.length, store: storeCode },
        )}
        onYes={() => {
          const action = confirm;
          setConfirm(null);
          void (action === 'reassignAll' ? tagActions.reassignAll() : tagActions.deassign());
        }}
        onNo={() => setConfirm(null)}
      />
    </>
  );
}

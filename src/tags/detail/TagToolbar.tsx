// The action buttons of the tag detail page (tag.write only): assign (slice C's dialog), deassign, reassign,
// reassign all, status check (cmd menu) and stop; and the tag list downloads (types 3 and 5) for every reader.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { StatusCheckCmd } from './api';

/** doc 1 §4 cmd kinds, in menu order; undefined = All Tag Status Collect */
const CHECKS: Array<{ cmd: StatusCheckCmd; label: string }> = [
  { cmd: 0, label: 'app.collection.kind.statusCheck' },
  { cmd: 1, label: 'app.collection.kind.batteryCheck' },
  { cmd: 2, label: 'app.collection.kind.gatewayScan' },
  { cmd: undefined, label: 'app.collection.kind.all' },
];

export interface ToolbarActions {
  assign: () => void;
  deassign: () => void;
  reassign: () => void;
  reassignAll: () => void;
  statusCheck: (cmd: StatusCheckCmd) => void;
  stop: () => void;
  downloadStore: () => void;
  downloadAll: () => void;
}

export function TagToolbar({ canWrite, actions }: { canWrite: boolean; actions: ToolbarActions }) {
  const translate = useTranslate();
  const [checkMenu, setCheckMenu] = useState<HTMLElement | null>(null);
  const [downloadMenu, setDownloadMenu] = useState<HTMLElement | null>(null);
  const button = (key: string, onClick: () => void, testId: string) => (
    <Button size="small" variant="outlined" onClick={onClick} data-testid={testId}>
      {translate(key)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }} data-testid="tag-toolbar">
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
    </Stack>
  );
}

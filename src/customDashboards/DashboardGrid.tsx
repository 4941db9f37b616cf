// A custom dashboard's panels on a react-grid-layout grid (lg 12 columns, sm 6), measured once it is in the page;
// in edit mode its panels are dragged by their header and resized by their corner, and the page takes the grid's
// report of its layouts only when a panel really moved (layoutChange.ts).
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Responsive, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { LayoutItem, Panel } from './api';
import { changedLayouts, type Layouts } from './layoutChange';
import type { Variables } from './model';
import { PanelCard, type PanelActions } from './PanelCard';

const ROW_HEIGHT = 60;

/** the grid's box, measured once it is in the page (useContainerWidth measures its element when it mounts) */
function MeasuredBox({
  className,
  children,
}: {
  className?: string;
  children: (width: number) => ReactNode;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  return (
    <Box
      ref={containerRef}
      data-testid="dashboard-grid"
      className={className}
      sx={{ width: '100%', minWidth: 0, contain: 'inline-size' }}
    >
      {mounted && children(width)}
    </Box>
  );
}

export function DashboardGrid({
  dashboardId,
  panels,
  layouts,
  variables,
  editing,
  linkedPanel,
  onLayouts,
  actions,
}: {
  dashboardId: string;
  panels: Panel[];
  layouts: Layouts;
  variables: Variables;
  editing: boolean;
  /** the panel an address names (an alarm's link: ?panel=<id>), outlined and scrolled to */
  linkedPanel: string | null;
  onLayouts: (next: Layouts) => void;
  actions: PanelActions;
}) {
  const translate = useTranslate();
  return (
    <MeasuredBox className={editing ? 'editing' : undefined}>
      {(width) => (
        <>
          <Responsive
            width={width}
            layouts={layouts}
            breakpoints={{ lg: 900, sm: 0 }}
            cols={{ lg: 12, sm: 6 }}
            rowHeight={ROW_HEIGHT}
            dragConfig={{ enabled: editing, handle: '.panel-handle' }}
            resizeConfig={{ enabled: editing }}
            onLayoutChange={(_layout: unknown, all: Partial<Record<string, readonly LayoutItem[]>>) => {
              if (!editing) return;
              // only a panel really moved or resized (a report of the same positions in another order set the
              // draft again)
              const next = changedLayouts(layouts, all);
              if (next) onLayouts(next);
            }}
          >
            {panels.map((panel) => (
              <PanelCard
                key={panel.id}
                dashboardId={dashboardId}
                panel={panel}
                variables={variables}
                editing={editing}
                linked={panel.id === linkedPanel}
                actions={actions}
              />
            ))}
          </Responsive>
          {panels.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {translate('app.customDashboards.empty')}
            </Typography>
          )}
        </>
      )}
    </MeasuredBox>
  );
}

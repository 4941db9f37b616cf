// The header title when a page sets none (react-admin's <Title> portals into the same heading): the label of the
// route's sidebar entry (the areas' menu entries, src/areas.ts), so the header heading is never empty. It hides
// itself as soon as a page title sits beside it.
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { MENU } from '../areas';
import type { MenuEntry } from '../shared/consoleArea';

/** the area whose path is the longest prefix of the route */
export function areaOf(pathname: string): MenuEntry | undefined {
  return MENU.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

export function AreaTitle() {
  const translate = useTranslate();
  const area = areaOf(useLocation().pathname);
  if (!area) return null;
  return (
    <Box component="span" data-testid="area-title" sx={{ '&:not(:only-child)': { display: 'none' } }}>
      {translate(area.label)}
    </Box>
  );
}

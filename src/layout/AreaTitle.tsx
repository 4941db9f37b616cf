// The header title when a page sets none (react-admin's <Title> portals into the same heading): the name of the
// route's area from the sidebar (src/areas.ts), so the header heading is never empty. It hides itself as soon as
// a page title sits beside it.
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { AREAS, type Area } from '../areas';

/** the area whose path is the longest prefix of the route */
export function areaOf(pathname: string): Area | undefined {
  return AREAS.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`)).sort(
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

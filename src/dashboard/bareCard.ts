// A dashboard table's card inside a custom dashboard's panel (issue 38): the panel's header names it (no second
// title), and a table wider than the panel scrolls in the panel's region instead of being cut by the card (the store
// summary's "Offlin…"), its headings each on one line.
import type { SxProps, Theme } from '@mui/material';

export const BARE_CARD: SxProps<Theme> = { border: 0, overflow: 'visible', '& th': { whiteSpace: 'nowrap' } };

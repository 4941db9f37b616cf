// The listbox of the store pickers: only the rows in view (and a few around them) are in the page, so a page of
// hundreds of stores scrolls as smoothly as ten (@tanstack/react-virtual). Rows have one height (one line, ellipsis)
// so no row is measured. Spacers above and below keep the list's height and its `ul > li` structure. When the
// last rows come into view it asks for the next page (`onEnd`); a footer says that more are loading or that the
// search should be narrowed. The rows scroll in a box around the listbox, not in the listbox itself: MUI's
// autocomplete sets its listbox's scrollTop to 0 whenever its options change with none highlighted, and a page
// loaded by scrolling would throw the reader back to the first row.
import { Box, styled, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** one row's height in pixels */
export const ROW_HEIGHT = 36;
/** the most rows in view at once */
export const ROWS_IN_VIEW = 8;

export interface VirtualListboxControls {
  /** the last rows came into view: load the next page */
  onEnd?: () => void;
  /** a line under the rows (loading more, refine the search) */
  footer?: ReactNode;
  /** set by the listbox: scrolls row `index` into view (keyboard highlight) */
  scrollTo: { current?: (index: number) => void };
  /** the list's greatest height in pixels (default: ROWS_IN_VIEW rows) */
  maxHeight?: number;
}

/** the list's greatest height when a picker does not set one */
export const DEFAULT_LIST_HEIGHT = ROW_HEIGHT * ROWS_IN_VIEW + 8;

export const VirtualListboxContext = createContext<VirtualListboxControls>({ scrollTo: {} });

/** MUI styles its own listbox's options; a listbox of one's own gives them the same look */
const Listbox = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: '8px 0',
  '& .MuiAutocomplete-option': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    padding: '6px 16px',
    cursor: 'pointer',
    boxSizing: 'border-box',
    outline: 0,
    '&.Mui-focused': { backgroundColor: theme.palette.action.hover },
    '&[aria-disabled="true"]': { opacity: theme.palette.action.disabledOpacity, pointerEvents: 'none' },
    '&[aria-selected="true"]': { backgroundColor: theme.palette.action.selected },
    '&[aria-selected="true"].Mui-focused': { backgroundColor: theme.palette.action.focus },
  },
}));

export function VirtualListbox(props: ListboxProps) {
  const rows = Children.toArray(props.children).filter(isValidElement) as ReactElement[];
  // a new search (another first row, or fewer rows) is a new list, drawn from its top with a virtualizer of its own:
  // reset in place, the rows of the old scroll position would be drawn until the scroll event came back.
  // A page added below keeps the list, and the reader's place in it.
  const first = rows[0]?.key ?? null;
  const [shown, setShown] = useState({ first, count: rows.length, list: 0 });
  if (first !== shown.first || rows.length < shown.count)
    setShown({ first, count: rows.length, list: shown.list + 1 });
  else if (rows.length !== shown.count) setShown({ ...shown, count: rows.length });
  return <VirtualRows key={shown.list} {...props} rows={rows} />;
}

type ListboxProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; ownerState?: unknown };

function VirtualRows({
  rows,
  children: _children,
  ref,
  style,
  ownerState: _ownerState,
  ...props
}: ListboxProps & { rows: ReactElement[] }) {
  const { onEnd, footer, scrollTo, maxHeight = DEFAULT_LIST_HEIGHT } = useContext(VirtualListboxContext);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && last >= rows.length - 5) onEnd?.();
  }, [last, rows.length, onEnd]);
  useEffect(() => {
    scrollTo.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
    return () => {
      scrollTo.current = undefined;
    };
  }, [scrollTo, virtualizer]);
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Box ref={scroller} data-testid="store-picker-scroller" sx={{ maxHeight, overflowY: 'auto' }}>
      <Listbox
        {...props}
        ref={ref as Ref<HTMLUListElement>}
        style={{ ...style, overflow: 'visible', maxHeight: 'none' }}
        data-rows={rows.length}
      >
        {before > 0 && <li role="presentation" style={{ height: before }} />}
        {items.map((item) => rows[item.index])}
        {after > 0 && <li role="presentation" style={{ height: after }} />}
        {footer && (
          <li role="presentation" data-testid="store-picker-footer">
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
              {footer}
            </Typography>
          </li>
        )}
      </Listbox>
    </Box>
  );
}

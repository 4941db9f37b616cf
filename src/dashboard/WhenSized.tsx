// A chart is drawn only once its box has a size (issue 38): nivo's responsive charts drew into a box of no width
// or height while the grid was still laying its cells out (a custom dashboard opened from the list), which logged
// hundreds of "<g> attribute transform: Expected ')' … translate(,)" and left a stray point in the corner.
// The size is read by a ResizeObserver only, never in the ref callback (issue 38 defect 9): a state update there is
// one of React's commit phase, a nested update counted toward its limit of 50 (error #185), and a chart that mounts
// again and again (a preview redrawn at each change, a cell laid out anew) added one at each mount. The observer
// reports the element's size as it starts observing, then each change, outside the commit.
import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

const sizeOf = (element: HTMLElement): BoxSize => ({
  width: element.clientWidth,
  height: element.clientHeight,
});

/**
 * its children in a box filling its parent, once (and while) that box has a width and a height (jsdom and a
 * collapsed box have neither); a function child is given that size (a chart of a fixed size draws in it)
 */
export function WhenSized({ children }: { children: ReactNode | ((size: BoxSize) => ReactNode) }) {
  const [size, setSize] = useState<BoxSize>();
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => {
      const next = sizeOf(element);
      setSize((last) => (last?.width === next.width && last.height === next.height ? last : next));
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  const sized = !!size && size.width > 0 && size.height > 0;
  return (
    <Box ref={measure} sx={{ width: '100%', height: '100%' }} data-sized={sized}>
      {sized && (typeof children === 'function' ? children(size) : children)}
    </Box>
  );
}

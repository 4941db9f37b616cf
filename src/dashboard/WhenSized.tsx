// A chart is drawn only once its box has a size (issue 38): nivo's responsive charts drew into a box of no width
// or height while the grid was still laying its cells out (a custom dashboard opened from the list), which logged
// hundreds of "<g> attribute transform: Expected ')' … translate(,)" and left a stray point in the corner.
import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** whether an element has a width and a height (jsdom and a collapsed box have neither) */
const hasSize = (element: HTMLElement) => element.clientWidth > 0 && element.clientHeight > 0;

/** its children in a box filling its parent, once (and while) that box has a width and a height */
export function WhenSized({ children }: { children: ReactNode }) {
  const [sized, setSized] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setSized(hasSize(element));
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setSized(hasSize(element)));
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return (
    <Box ref={measure} sx={{ width: '100%', height: '100%' }} data-sized={sized}>
      {sized && children}
    </Box>
  );
}

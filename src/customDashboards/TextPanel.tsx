// A text panel (issue 38): the operator's Markdown (headings, lists, emphasis, links, tables of plain Markdown)
// drawn by react-markdown as React elements: raw HTML in the text is never rendered, and a link's address passes
// react-markdown's URL filter (no javascript:), opening in a new tab without access to this one.
import { Box, Link } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';
import type { Panel } from './api';

const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
};

export function TextPanel({ panel }: { panel: Panel }) {
  return (
    <Box
      data-testid="panel-text"
      sx={{
        height: '100%',
        overflow: 'auto',
        typography: 'body2',
        '& h1, & h2, & h3': { mt: 0.5, mb: 0.5, lineHeight: 1.3 },
        '& h1': { fontSize: '1.4rem' },
        '& h2': { fontSize: '1.2rem' },
        '& h3': { fontSize: '1.05rem' },
        '& p': { my: 0.75 },
        '& ul, & ol': { my: 0.5, pl: 3 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      }}
    >
      <Markdown components={COMPONENTS} skipHtml>
        {panel.options?.markdown ?? ''}
      </Markdown>
    </Box>
  );
}

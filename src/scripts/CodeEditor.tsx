// The script editor (doc 3 §2): CodeMirror with JavaScript highlighting, line numbers, and syntax errors
// marked as the user types (lint gutter and underline), before anything is saved.
import { javascript } from '@codemirror/lang-javascript';
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView, ViewPlugin } from '@codemirror/view';
import { linter, lintGutter } from '@codemirror/lint';
import CodeMirror from '@uiw/react-codemirror';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { syntaxDiagnostics } from './syntaxCheck';

/** CodeMirror's default colours, with the two under WCAG's 4.5:1 on white (regexp/escape #e40, invalid #f00)
 * darkened */
const DARKER: Record<string, string> = { '#e40': '#b83200', '#f00': '#d00000' };
const readableHighlight = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec,
  ),
);

/** the editor's scroll area takes the keyboard focus, so it can be scrolled without a mouse */
const focusableScroller = ViewPlugin.define((view) => {
  view.scrollDOM.tabIndex = 0;
  return {};
});

export function CodeEditor({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const extensions = useMemo(
    () => [
      javascript(),
      syntaxHighlighting(readableHighlight),
      EditorView.contentAttributes.of({ 'aria-label': translate('app.scripts.codeLabel') }),
      focusableScroller,
      lintGutter(),
      linter(
        (view) => syntaxDiagnostics((line) => translate('app.scripts.syntaxError', { line }))(view.state),
        {
          delay: 300,
        },
      ),
    ],
    [translate],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      extensions={extensions}
      height="420px"
      basicSetup={{ lineNumbers: true, foldGutter: false }}
      data-testid="script-editor"
    />
  );
}

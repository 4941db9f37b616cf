// Syntax errors of a script before it is saved (doc 3 §2 script editors): the JavaScript grammar of CodeMirror
// (Lezer) marks what it cannot parse; no code is evaluated in the browser (the console's CSP has no eval).
import { javascript } from '@codemirror/lang-javascript';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';

export interface SyntaxProblem {
  from: number;
  to: number;
  /** 1-based line */
  line: number;
}

/** the places the parser could not read, in document order */
export function syntaxProblems(state: EditorState): SyntaxProblem[] {
  const tree = ensureSyntaxTree(state, state.doc.length, 2_000) ?? syntaxTree(state);
  const problems: SyntaxProblem[] = [];
  tree.iterate({
    enter: (node) => {
      if (!node.type.isError) return;
      const to = Math.min(state.doc.length, Math.max(node.to, node.from + 1));
      problems.push({ from: node.from, to, line: state.doc.lineAt(node.from).number });
    },
  });
  return problems;
}

/** the first syntax problem of a script's text, if any */
export function firstSyntaxProblem(code: string): SyntaxProblem | undefined {
  return syntaxProblems(EditorState.create({ doc: code, extensions: [javascript()] }))[0];
}

/** the lint source of the editor: one diagnostic per problem, with the given message */
export const syntaxDiagnostics =
  (message: (line: number) => string) =>
  (state: EditorState): Diagnostic[] =>
    syntaxProblems(state).map(({ from, to, line }) => ({
      from,
      to,
      severity: 'error',
      message: message(line),
    }));

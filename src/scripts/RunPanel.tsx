// The Run panel of a script editor (doc 3 §2): a sample input, run on the server in the same sandbox as the
// script in use (POST <call>/run with the editor's code, saved or not), then the output, or the error with its
// line, and the time it took.
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useBusyAction } from '../layout/useBusyAction';
import { runScript, type RunAnswer } from './api';
import type { ScriptEditorKind } from './scriptKinds';

const initialText = (editor: ScriptEditorKind) =>
  editor.sample.type === 'text' ? editor.sample.value : JSON.stringify(editor.sample.value, null, 2);

export function RunPanel({
  editor,
  target,
  code,
}: {
  editor: ScriptEditorKind;
  target: string;
  code: string;
}) {
  const translate = useTranslate();
  const { busy, run } = useBusyAction();
  const [input, setInput] = useState(() => initialText(editor));
  const [answer, setAnswer] = useState<RunAnswer | null>(null);
  const [inputProblem, setInputProblem] = useState<string | null>(null);

  const start = () =>
    run(async () => {
      let body: Record<string, unknown>;
      if (editor.sample.type === 'text') body = { text: input, fileName: 'sample.txt' };
      else {
        try {
          body = JSON.parse(input) as Record<string, unknown>;
        } catch {
          setInputProblem(translate('app.scripts.badInput'));
          return;
        }
      }
      setInputProblem(null);
      setAnswer(await runScript(editor, target, code, body));
    });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="run-panel">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.scripts.run')}
      </Typography>
      <TextField
        label={translate(
          editor.sample.type === 'text' ? 'app.scripts.sampleText' : 'app.scripts.sampleInput',
        )}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        error={Boolean(inputProblem)}
        helperText={inputProblem ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'run-input', style: { fontFamily: 'monospace' } } }}
      />
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        onClick={start}
        disabled={busy}
        data-testid="run-button"
      >
        {translate('app.scripts.runButton')}
      </Button>
      {answer && <RunOutcome answer={answer} />}
    </Paper>
  );
}

function RunOutcome({ answer }: { answer: RunAnswer }) {
  const translate = useTranslate();
  const { error } = answer;
  const where = error
    ? [
        error.line ? translate('app.scripts.atLine', { line: error.line }) : '',
        error.fileLine ? translate('app.scripts.atFileLine', { line: error.fileLine }) : '',
      ].filter(Boolean)
    : [];
  return (
    <Box sx={{ mt: 2 }} data-testid="run-outcome" data-ok={answer.ok}>
      <Typography variant="body2" color="text.secondary" data-testid="run-time">
        {translate('app.scripts.took', { ms: answer.ms.toFixed(1) })}
      </Typography>
      {error ? (
        <Alert severity="error" data-testid="run-error" sx={{ mt: 1 }}>
          {where.length > 0 && <strong>{where.join(', ')}: </strong>}
          {error.name !== 'Error' ? `${error.name}: ` : ''}
          {error.message}
        </Alert>
      ) : (
        <Box
          component="pre"
          data-testid="run-output"
          sx={{ mt: 1, p: 1, bgcolor: 'action.hover', maxHeight: 320, overflow: 'auto', fontSize: 13 }}
        >
          {JSON.stringify(answer.output, null, 2)}
        </Box>
      )}
    </Box>
  );
}

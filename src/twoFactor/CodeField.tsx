// The input of a code of the authenticator app: digits, the phone's one-time-code autofill.
import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

export function CodeField({
  value,
  onChange,
  label = 'app.twoFactor.codeLabel',
  testId = 'two-factor-code',
  numeric = true,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
  numeric?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoFocus
      margin="normal"
      slotProps={{
        htmlInput: {
          'data-testid': testId,
          autoComplete: 'one-time-code',
          inputMode: numeric ? 'numeric' : 'text',
          maxLength: numeric ? 32 : 64,
          style: { fontFamily: 'monospace', letterSpacing: numeric ? 4 : 1 },
        },
      }}
    />
  );
}

// An alarm's class (1, 2, 3) as a chip coloured 1 blue, 2 orange, 3 red (doc 1 §4), marked data-alarm-class.
// The label is the class itself unless given (the tag alarm history shows the alarm type on the class colour).
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { alarmClassColor } from './statusColors';

export function AlarmClassChip({ value, label }: { value: number; label?: ReactNode }) {
  const colors = alarmClassColor(value);
  return (
    <Chip
      size="small"
      label={label ?? value}
      data-alarm-class={value}
      sx={{ bgcolor: colors?.background, color: colors?.text, fontWeight: 600, minWidth: 32 }}
    />
  );
}

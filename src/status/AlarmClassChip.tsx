// An alarm's class (1, 2, 3) as a chip coloured 1 blue, 2 orange, 3 red (doc 1 §4), marked data-alarm-class.
import { Chip } from '@mui/material';
import { alarmClassColor } from './statusColors';

export function AlarmClassChip({ value }: { value: number }) {
  const colors = alarmClassColor(value);
  return (
    <Chip
      size="small"
      label={value}
      data-alarm-class={value}
      sx={{ bgcolor: colors?.background, color: colors?.text, fontWeight: 600, minWidth: 32 }}
    />
  );
}

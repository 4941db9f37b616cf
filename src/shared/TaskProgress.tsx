// A task's progress bar, coloured by doc 2 §4 (progressColor), with its percentage beside it.
import { Box, LinearProgress, Typography } from '@mui/material';
import { PROGRESS_PALETTE, progressColor } from './progressColor';

/** `idle`: work that has not started yet (a rollout stage still waiting) shows no colour */
export function TaskProgress({ progress, idle = false }: { progress: number; idle?: boolean }) {
  const color = idle ? 'none' : progressColor(progress);
  const value = Math.max(0, Math.min(100, progress));
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}
      className={`task-progress task-progress-${color}`}
      data-testid="task-progress"
      data-color={color}
      data-progress={progress}
    >
      <LinearProgress
        variant="determinate"
        value={value}
        color={PROGRESS_PALETTE[color]}
        aria-label={`${progress}%`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4, ...(color === 'none' && { color: 'grey.400' }) }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {progress}%
      </Typography>
    </Box>
  );
}

// Task progress colour (doc 2 §4, §9 thresholds 30 and 100): below 0 none, below 30 danger, below 100 warning,
// 100 success. The one place of the rule; the bar and its class come from it.
export type ProgressColor = 'none' | 'danger' | 'warning' | 'success';

export const PROGRESS_THRESHOLDS = { danger: 30, success: 100 } as const;

export function progressColor(progress: number): ProgressColor {
  if (!Number.isFinite(progress) || progress < 0) return 'none';
  if (progress < PROGRESS_THRESHOLDS.danger) return 'danger';
  if (progress < PROGRESS_THRESHOLDS.success) return 'warning';
  return 'success';
}

/** the MUI palette colour of a progress colour ('none' draws no bar colour) */
export const PROGRESS_PALETTE = {
  none: 'inherit',
  danger: 'error',
  warning: 'warning',
  success: 'success',
} as const satisfies Record<ProgressColor, string>;

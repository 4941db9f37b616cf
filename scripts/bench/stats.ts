// Small statistics for benchmark figures.

/** The value at quantile q (0..1) of the samples, nearest-rank. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const median = (samples: number[]): number => quantile(samples, 0.5);

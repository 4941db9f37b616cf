import { describe, expect, it } from 'vitest';
import { progressColor } from './progressColor';

describe('progressColor (doc 2 §4)', () => {
  it.each([
    [-1, 'none'],
    [-0.5, 'none'],
    [Number.NaN, 'none'],
    [0, 'danger'],
    [29, 'danger'],
    [29.9, 'danger'],
    [30, 'warning'],
    [99, 'warning'],
    [99.9, 'warning'],
    [100, 'success'],
  ])('%s %% is %s', (progress, color) => {
    expect(progressColor(progress)).toBe(color);
  });
});

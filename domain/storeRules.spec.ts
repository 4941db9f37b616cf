import { describe, expect, it } from 'vitest';
import { durationProblem } from './storeRules';

describe('the 10-300 s duration rule (doc 3 §5)', () => {
  it.each([10, 120, 300, '45'])('accepts a total duration of %s', (totalDuration) => {
    expect(durationProblem({ totalDuration })).toBeUndefined();
  });

  it.each([9, 301, -1, 'abc'])('refuses a total duration of %s', (totalDuration) => {
    expect(durationProblem({ totalDuration })).toBe('validation.durationRange');
  });

  it('leaves a missing duration to the required rule', () => {
    expect(durationProblem({})).toBeUndefined();
    expect(durationProblem({ totalDuration: '' })).toBeUndefined();
  });
});

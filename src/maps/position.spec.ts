import { describe, expect, it } from 'vitest';
import { parsePosition, roundPosition } from './position';

describe('a typed store position', () => {
  it('is taken when both numbers are in range, rounded to 6 decimals', () => {
    expect(parsePosition(' 37.49791234 ', '127.0276')).toEqual({
      position: { latitude: 37.497912, longitude: 127.0276 },
    });
    expect(parsePosition('-90', '180')).toEqual({ position: { latitude: -90, longitude: 180 } });
  });

  it('is none when both fields are empty', () => {
    expect(parsePosition('', '  ')).toEqual({ position: null });
  });

  it('names the field at fault: not a number, out of range, or missing its pair', () => {
    expect(parsePosition('abc', '127')).toEqual({ errors: { latitude: 'notANumber', longitude: undefined } });
    expect(parsePosition('90.5', '-181')).toEqual({
      errors: { latitude: 'latitudeRange', longitude: 'longitudeRange' },
    });
    expect(parsePosition('37.5', '')).toEqual({ errors: { longitude: 'incomplete' } });
    expect(parsePosition('', '127')).toEqual({ errors: { latitude: 'incomplete' } });
  });

  it('rounds a dropped pin to about ten centimetres', () => {
    expect(roundPosition({ latitude: 35.15870049, longitude: -0.12760051 })).toEqual({
      latitude: 35.1587,
      longitude: -0.127601,
    });
  });
});

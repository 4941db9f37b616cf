import { describe, expect, it, vi } from 'vitest';
import { FAILURE_TONES, playFailureSound, playSuccessSound, playTones, SUCCESS_TONES } from './sounds';

function fakeContext() {
  const oscillators: Array<{ type: string; frequency: number; start: number; stop: number }> = [];
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  const ctx = {
    currentTime: 10,
    destination: {},
    createGain: () => ({ gain: param(), connect: (to: unknown) => to }),
    createOscillator: () => {
      const osc = {
        type: '',
        frequency: { setValueAtTime: (v: number) => (record.frequency = v) },
        connect: (to: unknown) => to,
        start: (t: number) => (record.start = t),
        stop: (t: number) => (record.stop = t),
      };
      const record = { type: '', frequency: 0, start: 0, stop: 0 };
      oscillators.push(record);
      return new Proxy(osc, {
        set(target, key, value) {
          if (key === 'type') record.type = String(value);
          return Reflect.set(target, key, value);
        },
      });
    },
  };
  return { ctx: ctx as unknown as AudioContext, oscillators };
}

describe('assignment sounds', () => {
  it('success rises and failure falls, each note scheduled after the previous one', () => {
    const success = fakeContext();
    playTones(success.ctx, SUCCESS_TONES);
    expect(success.oscillators.map((o) => o.frequency)).toEqual([880, 1320]);
    expect(success.oscillators[1].start).toBeGreaterThanOrEqual(success.oscillators[0].stop);
    const failure = fakeContext();
    playTones(failure.ctx, FAILURE_TONES);
    expect(failure.oscillators.map((o) => o.type)).toEqual(['square', 'square']);
    expect(failure.oscillators[0].frequency).toBeGreaterThan(failure.oscillators[1].frequency);
    expect(failure.oscillators[0].start).toBe(10);
  });

  it('stays silent without WebAudio', () => {
    expect(() => playSuccessSound()).not.toThrow();
    expect(() => playFailureSound()).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { channelChoices, channelMax } from './gatewayChannels';

describe('gateway channels', () => {
  it('are 11 to 26 without outband and 11 to 31 with it', () => {
    expect(channelChoices(false)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]);
    expect(channelChoices(true).slice(-6)).toEqual([26, 27, 28, 29, 30, 31]);
    expect(channelChoices(true)[0]).toBe(11);
    expect([channelMax(false), channelMax(true)]).toEqual([26, 31]);
  });
});

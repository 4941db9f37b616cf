// The gateway channels (doc 1 §3, doc 3 §9): 11 to 26, plus 27 to 31 when the store has outband enabled. One rule
// for the channel settings, the gateway configuration dialogs and the server's checks of both.
export const CHANNELS = { min: 11, max: 26, outbandMax: 31 } as const;

/** the highest channel a store may use */
export const channelMax = (outband: boolean): number => (outband ? CHANNELS.outbandMax : CHANNELS.max);

/** the channels a store may use, in order */
export function channelChoices(outband: boolean): number[] {
  return Array.from({ length: channelMax(outband) - CHANNELS.min + 1 }, (_, i) => CHANNELS.min + i);
}

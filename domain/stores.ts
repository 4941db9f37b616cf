// A row of the gateway channel settings dialog (doc 1 §7 Gateways; the call's shapes are the contract's,
// schemas/channelSetting.schema.json).
import type { ChannelSetting } from './generated/types';

/** a row of the channel setting dialog: the gwIndex is text while it is typed */
export type ChannelRow = Pick<ChannelSetting, 'dataChannel' | 'eventChannel'> & { gwIndex: number | string };

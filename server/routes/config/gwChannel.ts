// GET and POST /config/gw/channel (doc 1 §3 Channel setting, §5, §7 Gateways): a store's data and event
// channels per gwIndex, applied to its gateways of that index. Channels 11 to 26, plus 27 to 31 when the
// store has outband enabled; a gwIndex at most once. A row is the fields of x-forms.channelRow of
// schemas/channelSetting.schema.json, checked by its generated validator (any other field dropped).
import type { FastifyInstance } from 'fastify';
import { channelMax } from '../../../domain/gatewayChannels.ts';
import { channelSettingValidators } from '../../../domain/generated/validators.ts';
import { defineCall } from '../../http/calls.ts';
import { inTransaction } from '../../repositories/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_VALUE, parseBody } from '../../http/validate.ts';
import type { StoreChannel } from '../../repositories/gatewaysConfig.ts';
import { assertStoreInScope } from '../gw/scope.ts';

export default async function gatewayChannelRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  async function storeOf(storeCode: string): Promise<{ storeCode: string; outbandEnable: boolean }> {
    const outband = await repos.stores.outband(storeCode);
    if (outband === undefined) throw notFound();
    return { storeCode, outbandEnable: outband };
  }

  defineCall(
    app,
    'channelSetting.getOne',
    { guard: { privilege: 'store', access: 'read' } },
    async (request) => {
      assertStoreInScope(request, request.query.storeCode);
      const store = await storeOf(request.query.storeCode);
      return { ...store, channelList: await repos.gateways.channels.list(store.storeCode) };
    },
  );

  defineCall(
    app,
    'channelSetting.create',
    { guard: { privilege: 'store', access: 'write' } },
    async (request) => {
      const store = await storeOf(request.body.storeCode);
      const max = channelMax(store.outbandEnable);
      const seen = new Set<number>();
      // each row: the fields of the form (x-forms.channelRow) by its generated validator, any other dropped
      const rows: StoreChannel[] = request.body.channelList.map((raw: unknown) => {
        const row = parseBody(channelSettingValidators.form.channelRow, raw) as StoreChannel;
        if (row.dataChannel > max || row.eventChannel > max || seen.has(row.gwIndex))
          throw badRequest(INVALID_VALUE);
        seen.add(row.gwIndex);
        return row;
      });
      const changed = await inTransaction(app.db, (tx) =>
        tx.gateways.channels.replace(store.storeCode, rows),
      );
      return { ...store, channelList: rows, changedGateways: changed };
    },
  );
}

// Gateway actions shared by the store detail and the gateway detail: log download (type 1, refused for an
// offline gateway), store log download (type 2), delete with confirmation.
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { useDownload } from '../downloads/useDownload';
import { useErrorDialog } from '../layout/ErrorDialog';
import type { GatewayRow } from './api';

export const OFFLINE_LOG_MESSAGE = 'app.gateways.offlineLog';

export function useGatewayLogDownload() {
  const download = useDownload();
  const showError = useErrorDialog();
  const translate = useTranslate();
  const gatewayLog = useCallback(
    (gateway: GatewayRow) => {
      if (gateway.status === 'OFFLINE') return void showError(translate(OFFLINE_LOG_MESSAGE));
      download({ type: 1, storeCode: gateway.storeCode, gwMac: gateway.gwMac });
    },
    [download, showError, translate],
  );
  const storeLog = useCallback((storeCode: string) => download({ type: 2, storeCode }), [download]);
  return { gatewayLog, storeLog };
}

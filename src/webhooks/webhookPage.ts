// What the webhook pages hand to their table parts (SchemaPage), and who may change webhooks: setting write.
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';

export interface WebhookPage {
  openCreate?: () => void;
  subscriptionId?: number;
}

export function useSettingWrite(): boolean {
  const { permissions } = useAppPermissions();
  return can(permissions, 'setting', 'write');
}

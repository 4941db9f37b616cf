// Row shapes the server reads from its tables. The generated rows (domain/generated/rows.ts, the same the console
// reads) serve where they fit; AccountRow and ServerRow stay here while the generated ones type every column the
// table leaves nullable as null and its times as strings (the server reads Dates).
export type { LoginHistoryRow, RoleRow } from '../../domain/generated/rows.ts';

export interface AccountRow {
  email: string;
  name: string;
  mobile: string | null;
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
  locked: boolean;
  weakPwd: boolean;
  forceChange: boolean;
  lastPwdChanged: Date | null;
  adfs: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** internal columns, only with `{ internal: true }` */
  failCount?: number;
  passwordHash?: string | null;
  /** the interface language of the last login that told it (accounts.locale) */
  locale?: string | null;
}

export interface StoreSummary {
  storeName: string;
  storeCode: string;
  position: { latitude: number; longitude: number } | null;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  enableTagStatusCheck: boolean;
}

export interface ServerRow {
  id: string;
  name: string;
  type: 'proxy' | 'esl' | 'database';
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  state: string | null;
  ip: string | null;
  reportTime: Date | null;
  diskUsage: { used: number; total: number } | null;
  ramUsage: { used: number; total: number } | null;
  serviceStatusList: Array<{ name: string; status: string }> | null;
  networkInformation: Record<string, unknown> | null;
  /** internal: read with `{ internal: true }` */
  replicaRole?: 'member' | 'arbiter' | null;
}

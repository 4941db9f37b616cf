// The calls of the alarms area (doc 3 §7 'Alarms and software'), each read under one query key: the alarm
// configuration (types, variables), the alarm setting, a type's notification content.
import { useQuery } from '@tanstack/react-query';
import type { AlarmContent, AlarmSetting } from '../generated/types';
import { useLoadFailure } from '../layout/useLoadFailure';
import { httpRequest } from '../providers/httpClient';

export interface AlarmConfig {
  types: Array<{ type: string; class: 1 | 2 | 3; cause: string }>;
  content: Record<string, { title: string; detail: string }>;
  variables: Array<{ name: string; description: string; sample: string }>;
  admin: string[];
  server: string;
}

export type ContentText = Required<Pick<AlarmContent, 'title' | 'detail' | 'subject' | 'body'>>;

export const alarmQueries = {
  config: { queryKey: ['alarm', 'config'] },
  setting: { queryKey: ['alarm', 'setting'] },
  content: (type: string) => ({ queryKey: ['alarm', 'content', type] }),
};

export function useAlarmConfig(): AlarmConfig | undefined {
  const result = useQuery({
    ...alarmQueries.config,
    queryFn: ({ signal }) => httpRequest<AlarmConfig>('/alarm/config', { signal }),
    staleTime: 60_000,
    retry: false,
  });
  useLoadFailure(result.error);
  return result.data;
}

export function useAlarmSetting(enabled: boolean) {
  const result = useQuery({
    ...alarmQueries.setting,
    queryFn: ({ signal }) => httpRequest<AlarmSetting>('/alarm/setting', { signal }),
    enabled,
    retry: false,
  });
  useLoadFailure(result.error);
  return result;
}

export function useAlarmContent(type: string | undefined) {
  const result = useQuery({
    ...alarmQueries.content(type ?? ''),
    queryFn: ({ signal }) =>
      httpRequest<ContentText & { type: string }>(
        `/alarm/notification/content/${encodeURIComponent(type ?? '')}`,
        {
          signal,
        },
      ),
    enabled: type !== undefined,
    retry: false,
  });
  useLoadFailure(result.error);
  return result;
}

export const saveAlarmSetting = (setting: Partial<AlarmSetting>) =>
  httpRequest<AlarmSetting>('/alarm/setting', { method: 'POST', body: setting });

export const saveNotificationSetting = (setting: Record<string, unknown>) =>
  httpRequest('/alarm/notification/setting', { method: 'POST', body: setting });

export const saveContent = (type: string, content: ContentText, preview = false) =>
  httpRequest<ContentText>(`/alarm/notification/content/${encodeURIComponent(type)}`, {
    method: 'POST',
    body: { ...content, preview },
  });

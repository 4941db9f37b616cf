// The calls of the alarms area (doc 3 §7 'Alarms and software'), each read under one query key: the alarm
// configuration (types, variables), the alarm setting, a type's notification content; on the generated client
// (schemas/alarmSetting, alarmContent and alarmNotification x-calls).
import { useQuery } from '@tanstack/react-query';
import {
  alarmContentCalls,
  alarmContentKeys,
  alarmSettingCalls,
  alarmSettingKeys,
} from '../generated/client';
import type { AlarmConfig, AlarmTexts } from '../../domain/generated/calls';
import { useLoadFailure } from '../layout/useLoadFailure';

export type { AlarmConfig } from '../../domain/generated/calls';
/** the texts of a type's notification content */
export type ContentText = AlarmTexts;

export const alarmQueries = {
  config: { queryKey: alarmSettingKeys.config() },
  setting: { queryKey: alarmSettingKeys.get() },
  content: (type: string) => ({ queryKey: alarmContentKeys.get({ type }) }),
};

export function useAlarmConfig(): AlarmConfig | undefined {
  const result = useQuery({
    ...alarmQueries.config,
    queryFn: ({ signal }) => alarmSettingCalls.config({ signal }),
    staleTime: 60_000,
    retry: false,
  });
  useLoadFailure(result.error);
  return result.data;
}

export function useAlarmSetting(enabled: boolean) {
  const result = useQuery({
    ...alarmQueries.setting,
    queryFn: ({ signal }) => alarmSettingCalls.get({ signal }),
    enabled,
    retry: false,
  });
  useLoadFailure(result.error);
  return result;
}

export function useAlarmContent(type: string | undefined) {
  const result = useQuery({
    ...alarmQueries.content(type ?? ''),
    queryFn: ({ signal }) => alarmContentCalls.get({ type: type ?? '' }, { signal }),
    enabled: type !== undefined,
    retry: false,
  });
  useLoadFailure(result.error);
  return result;
}

export const saveContent = (type: string, content: ContentText, preview = false) =>
  alarmContentCalls.save({ type, body: { ...content, preview } });

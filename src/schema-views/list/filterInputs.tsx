// The registered filter inputs (x-list.filters[].widget) that several lists share, available to every schema
// list: the session's stores, a device's status (normal, offline, alarm) labelled as on the store maps, the
// layouts, a local date and time, and a first and a last day (the range parameters startDate / endDate).
import { useTranslate } from 'ra-core';
import { FilterDate, FilterDateTime, FilterSelect } from '../../layout/filterBar';
import { GATEWAY_STATUS_VOCABULARY } from '../../maps/types';
import { useLayoutNames } from '../../providers/sharedQueries';
import { StoreAutocomplete } from '../../stores/picker/StoreAutocomplete';
import { registerFilterInput, type FilterInputProps } from '../registry';

/** a store of the session (the shared store picker, searching the server), empty = all */
export function SessionStoreFilter({ testId, label, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  return (
    <StoreAutocomplete
      label={label}
      value={value}
      onChange={onChange}
      width={240}
      testId={testId}
      placeholder={translate('app.maps.all')}
    />
  );
}

/** normal, offline, alarm, "all" first */
export function GatewayStatusFilter({ testId, ...props }: FilterInputProps) {
  const translate = useTranslate();
  const { statuses, labelKey } = GATEWAY_STATUS_VOCABULARY;
  return (
    <FilterSelect
      {...props}
      width={160}
      allLabel={translate('app.maps.all')}
      options={statuses.map((s) => [s, translate(labelKey(s))] as const)}
      data-testid={testId}
    />
  );
}

registerFilterInput('sessionStore', SessionStoreFilter);
registerFilterInput('gatewayStatus', GatewayStatusFilter);

/** the layouts of GET /layout/name, "all" first */
function LayoutFilter({ testId, ...props }: FilterInputProps) {
  const translate = useTranslate();
  const layouts = useLayoutNames();
  return (
    <FilterSelect
      {...props}
      width={220}
      allLabel={translate('app.maps.all')}
      options={layouts.map((l) => [l.layoutId, `${l.layoutId} · ${l.name}`] as const)}
      data-testid={testId}
    />
  );
}
registerFilterInput('layoutSelect', LayoutFilter);

/** sent as epoch seconds (searchBody) */
registerFilterInput('dateTime', ({ testId, ...props }: FilterInputProps) => (
  <FilterDateTime {...props} width={200} inputTestId={testId} />
));

/** the last second of a day: a range's last day counts whole */
const DAY_END = ' 23:59:59';

/** the first day of a range ('yyyy-mm-dd', from its first second; doc 2 §7 the task list's start day) */
registerFilterInput('dayFrom', ({ testId, ...props }: FilterInputProps) => {
  const translate = useTranslate();
  return <FilterDate {...props} width={170} label={translate('app.tagHistory.from')} inputTestId={testId} />;
});

/** the last day of a range, kept as its last second ('yyyy-mm-dd 23:59:59') */
registerFilterInput('dayTo', ({ testId, value, onChange, ...props }: FilterInputProps) => {
  const translate = useTranslate();
  return (
    <FilterDate
      {...props}
      width={170}
      label={translate('app.tagHistory.to')}
      value={value.slice(0, 10)}
      onChange={(day) => onChange(day && `${day}${DAY_END}`)}
      inputTestId={testId}
    />
  );
});

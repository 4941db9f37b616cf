// Status of an update history row (doc 2 §4): null = in progress (spinner), OK = success, a status without
// updatedAt = CANCEL, any other value = danger.
export type UpdateStatusKind = 'progress' | 'success' | 'cancel' | 'danger';

export interface UpdateStatusDisplay {
  kind: UpdateStatusKind;
  label: string;
}

export function updateStatusDisplay(
  status: string | null | undefined,
  updatedAt: string | null | undefined,
): UpdateStatusDisplay {
  if (status === null || status === undefined) return { kind: 'progress', label: '' };
  if (!updatedAt) return { kind: 'cancel', label: 'CANCEL' };
  if (status === 'OK') return { kind: 'success', label: 'OK' };
  return { kind: 'danger', label: status };
}

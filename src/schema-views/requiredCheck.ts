// The first missing required field of a form, from the resource metadata (x-required, x-required-on),
// for forms that edit only some fields of a resource (own account).
import type { ResourceMeta } from './resourceMeta';

export function firstMissing(
  meta: ResourceMeta,
  values: Record<string, unknown>,
  operation: 'create' | 'edit',
  onlyFields?: string[],
): string | null {
  for (const field of meta.fields) {
    if (onlyFields && !onlyFields.includes(field.name)) continue;
    if (!field.required || !field.required.on.includes(operation)) continue;
    const value = values[field.name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return field.required.message;
    }
  }
  return null;
}

/** A RegExp matching text that starts with `label` (for MUI selects, whose name is the label and the value). */
export function startingWith(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

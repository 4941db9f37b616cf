// Long text in table cells (doc 2 §9): description cells show at most 80 characters, the rest as an ellipsis;
// the whole text stays available as the cell's title.

export const DESCRIPTION_CELL_LENGTH = 80;

/** The text cut to `max` characters, ending in '…' when it was longer. */
export function truncateText(text: string | null | undefined, max = DESCRIPTION_CELL_LENGTH): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

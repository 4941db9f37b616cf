// The stores a dashboard's figures cover for one viewer (issue 38 defect 1): a dashboard's store variable (or a
// panel's pins) was chosen by whoever saved it, so a viewer gets its own part of it, never a refusal: the asked
// stores it may see, or, when it may see none of them, every store it may see. A direct POST /stats/query for a
// store outside the session still answers 403 (server/routes/stats/scope.ts).

/**
 * `allowed`: the viewer's stores (undefined: every store); `asked`: the stores the query names (empty: every
 * store). Answers the stores to run over; null: every store.
 */
export function viewerPart(
  allowed: readonly string[] | undefined,
  asked: readonly string[],
): string[] | null {
  if (!allowed) return asked.length > 0 ? [...asked] : null;
  const part = asked.filter((code) => allowed.includes(code));
  return part.length > 0 ? part : [...allowed];
}

// Which tags of a store show a list of product codes, as SQL: their own product code, or a family ticket whose
// family lists the code. Shared by the products repository's tag lookups (tagsShowing, tagFacts).

/** Above this many codes the family tickets are found by reading the store's families once, not code by code. */
const FAMILY_LOOKUP_LIMIT = 500;

/**
 * SQL (CTEs `codes(code, n)`, `shown(code, n, tagId, fmPrCode)`) of the tags of store $1 showing the codes of $2:
 * their own product code, or a family ticket (the tag carries the family code) whose family lists the code.
 * A few codes use the GIN index of the family lists (migration 160); many codes read the store's families once.
 */
export function shownSql(codeCount: number): string {
  const families =
    codeCount <= FAMILY_LOOKUP_LIMIT
      ? `SELECT c.code, c.n, f."fmPrCode" FROM codes c
         JOIN family_products f ON f."storeCode" = $1 AND f."prCodeList" @> jsonb_build_array(c.code)`
      : `SELECT c.code, c.n, f."fmPrCode" FROM family_products f
         CROSS JOIN LATERAL jsonb_array_elements_text(f."prCodeList") AS x(code)
         JOIN codes c ON c.code = x.code WHERE f."storeCode" = $1`;
  return `codes AS (SELECT code, min(n) AS n FROM unnest($2::text[]) WITH ORDINALITY AS p(code, n) GROUP BY code),
    fam AS (${families}),
    shown AS (
      SELECT DISTINCT ON (code, "tagId") code, n, "tagId", "fmPrCode" FROM (
        SELECT c.code, c.n, t."tagId", NULL::text AS "fmPrCode" FROM codes c
          JOIN tags t ON t."storeCode" = $1 AND t."prCode" = c.code
        UNION ALL
        SELECT fam.code, fam.n, t."tagId", fam."fmPrCode" FROM fam
          JOIN tags t ON t."storeCode" = $1 AND t."prCode" = fam."fmPrCode") s
      ORDER BY code, "tagId", "fmPrCode" NULLS FIRST)`;
}

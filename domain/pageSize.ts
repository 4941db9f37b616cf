// x-list's page size -1 means "every row" (the search body's length -1). react-admin's list controller computes
// the page count from perPage (Math.ceil(total / perPage)), which a negative size turns into a page loop, so the
// controller is given ALL_ROWS, a positive size no table reaches, and the data provider sends length -1 for it.
export const ALL_ROWS = 1_000_000_000;

/** the schema's page size as react-admin's list controller takes it */
export function controllerPageSize(size: number): number {
  return size < 0 ? ALL_ROWS : size;
}

/** whether a page size asks for every row (-1 from a schema or an old link, ALL_ROWS from the controller) */
export function isAllRows(perPage: number): boolean {
  return perPage < 0 || perPage >= ALL_ROWS;
}

// How the console names a store in titles and cells: 'Gangnam (KR001)', or the code alone while its name is unknown.
export const storeLabel = (storeCode: string, storeName?: string | null): string =>
  storeName ? `${storeName} (${storeCode})` : storeCode;

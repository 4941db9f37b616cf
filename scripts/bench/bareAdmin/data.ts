// The bare app's data: three resources of a small store fleet, generated (no server calls).
const STATUSES = ['SUCCESS', 'PROCESSING', 'TIMEOUT', 'NG'] as const;

export function fakeData() {
  const stores = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Store ${i + 1}`,
    city: `City ${i % 7}`,
  }));
  const gateways = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    storeId: (i % 20) + 1,
    status: i % 9 === 0 ? 'OFFLINE' : 'NORMAL',
  }));
  const tags = Array.from({ length: 500 }, (_, i) => ({
    id: i + 1,
    storeId: (i % 20) + 1,
    status: STATUSES[i % STATUSES.length],
    battery: 100 - (i % 70),
  }));
  return { stores, gateways, tags };
}

// The stores of a bench fleet that have tags, from the server's store tag statistics.

/** The codes of the stores with at least one tag (GET /status/store/tag); throws when there is none. */
export async function storesWithTags(apiBase: string, headers: Record<string, string>): Promise<string[]> {
  const stats = await fetch(`${apiBase}/status/store/tag`, { headers });
  if (!stats.ok) throw new Error(`GET /status/store/tag failed with HTTP ${stats.status}`);
  const stores = ((await stats.json()) as { data: Array<{ storeCode: string; total: number }> }).data
    .filter((s) => s.total > 0)
    .map((s) => s.storeCode);
  if (stores.length === 0) throw new Error('no store with tags');
  return stores;
}

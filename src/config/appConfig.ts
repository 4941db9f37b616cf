// The one configuration module of the console: runtime settings read once at start-up from
// `/config.json` served beside index.html (DESIGN.md §1: the API base is runtime configuration).

export interface AppConfig {
  /** base URL of the API, without trailing slash (default `/api`, same origin) */
  apiBase: string;
}

const DEFAULT_CONFIG: AppConfig = { apiBase: '/api' };

let current: AppConfig = DEFAULT_CONFIG;

function normalise(raw: unknown): AppConfig {
  if (raw && typeof raw === 'object' && 'apiBase' in raw && typeof raw.apiBase === 'string' && raw.apiBase) {
    return { apiBase: raw.apiBase.replace(/\/+$/, '') };
  }
  return DEFAULT_CONFIG;
}

/** Reads `/config.json` once; a missing or broken file keeps the defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl('config.json', { cache: 'no-store' });
    current = response.ok ? normalise(await response.json()) : DEFAULT_CONFIG;
  } catch {
    current = DEFAULT_CONFIG;
  }
  return current;
}

export function getConfig(): AppConfig {
  return current;
}

/** For tests. */
export function setConfig(config: Partial<AppConfig>): void {
  current = normalise({ ...DEFAULT_CONFIG, ...config });
}

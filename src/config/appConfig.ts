// The one configuration module of the console: runtime settings read once at start-up from
// `/config.json` served beside index.html (DESIGN.md §1: the API base is runtime configuration).

export interface AppConfig {
  /** base URL of the API, without trailing slash (default `/api`, same origin) */
  apiBase: string;
  /** map tile URL template (`https://.../{z}/{x}/{y}.png`) drawn over the offline geography; absent = no tiles */
  mapTileUrl?: string;
  /** the tile provider's credit shown in the map corner (HTML, as the provider gives it) */
  mapTileAttribution?: string;
  /** the collection websocket's address (ws://, wss:// or a path on this host such as /api/ws); absent = this host
   * on `wsPort` */
  wsUrl?: string;
  /** the collection websocket's port on this host (doc 1 §9: 8801) */
  wsPort?: number;
}

const DEFAULT_CONFIG: AppConfig = { apiBase: '/api' };

let current: AppConfig = DEFAULT_CONFIG;

function normalise(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') return DEFAULT_CONFIG;
  const config: AppConfig = { ...DEFAULT_CONFIG };
  if ('apiBase' in raw && typeof raw.apiBase === 'string' && raw.apiBase)
    config.apiBase = raw.apiBase.replace(/\/+$/, '');
  if ('mapTileUrl' in raw && typeof raw.mapTileUrl === 'string' && raw.mapTileUrl)
    config.mapTileUrl = raw.mapTileUrl;
  if ('mapTileAttribution' in raw && typeof raw.mapTileAttribution === 'string' && raw.mapTileAttribution)
    config.mapTileAttribution = raw.mapTileAttribution;
  if ('wsUrl' in raw && typeof raw.wsUrl === 'string' && raw.wsUrl) config.wsUrl = raw.wsUrl;
  if ('wsPort' in raw && typeof raw.wsPort === 'number') config.wsPort = raw.wsPort;
  return config;
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

/** the address of an API path (`/auth/login`) under the configured API base */
export function apiUrl(path: string): string {
  return `${current.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** For tests. */
export function setConfig(config: Partial<AppConfig>): void {
  current = normalise({ ...DEFAULT_CONFIG, ...config });
}

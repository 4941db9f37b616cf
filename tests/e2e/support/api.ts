// A small client of the API (docs/api.md) for test setup: the steps an operator would not do in the browser
// under test (for example creating the member a flow starts from).
export interface Session {
  email: string;
  accessToken: string;
  role_id: number;
  store: string[];
  privilege: Record<string, { read: boolean; write: boolean }>;
}

export interface MemberInput {
  email: string;
  name: string;
  mobile: string;
  password: string;
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
  forceChange?: boolean;
}

export interface StoreSummary {
  storeCode: string;
  storeName: string;
}

/** how many times a call the server refused as busy is sent again */
const BUSY_RETRIES = 20;

/**
 * fetch, sent again while the server answers 503 with Retry-After (server/plugins/pressure.ts: its event loop
 * lagged past the limit, as a server just started on a loaded machine does), after the seconds it asks for
 */
async function fetchUnlessBusy(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await fetch(url, init);
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !(retryAfter > 0) || attempt >= BUSY_RETRIES) return answer;
    await answer.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'Admin#2026' },
  manager: { email: 'manager@example.com', password: 'Manager#2026' },
  viewer: { email: 'viewer@example.com', password: 'Viewer#2026' },
} as const;

/** A unique, valid e-mail address for one test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export class Api {
  private constructor(
    private readonly apiBase: string,
    readonly session: Session,
  ) {}

  static async rawLogin(baseUrl: string, email: string, password: string): Promise<Response> {
    return fetchUnlessBusy(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  }

  static async login(baseUrl: string, email: string, password: string): Promise<Api> {
    const answer = await Api.rawLogin(baseUrl, email, password);
    const body = (await answer.json()) as Session & { message?: string };
    if (!answer.ok) throw new ApiError(answer.status, body.message ?? answer.statusText);
    return new Api(`${baseUrl}/api`, body);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetchUnlessBusy(`${this.apiBase}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'Access-Token': this.session.accessToken,
        'Access-Email': this.session.email,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (!answer.ok) {
      const message =
        typeof parsed === 'object' && parsed !== null && 'message' in parsed
          ? String(parsed.message)
          : answer.statusText;
      throw new ApiError(answer.status, message);
    }
    return parsed as T;
  }

  createMember(member: MemberInput): Promise<unknown> {
    return this.call('POST', '/auth/account', member);
  }

  deleteMember(email: string): Promise<unknown> {
    return this.call('DELETE', `/auth/account/${encodeURIComponent(email)}`);
  }

  async roles(): Promise<{ role_id: number; name: string }[]> {
    return (await this.call<{ data: { role_id: number; name: string }[] }>('GET', '/auth/role')).data;
  }

  async roleId(name: string): Promise<number> {
    const role = (await this.roles()).find((candidate) => candidate.name === name);
    if (!role) throw new Error(`no role named ${name}`);
    return Number(role.role_id);
  }

  async stores(): Promise<StoreSummary[]> {
    return (await this.call<{ data: StoreSummary[] }>('GET', '/status/store')).data;
  }
}

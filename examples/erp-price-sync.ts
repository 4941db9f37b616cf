// An example integration, as a chain's ERP team would write one: it changes a product's price in a store and
// waits until the labels showing it have been updated. It uses only plain fetch and the types generated from the
// server's published OpenAPI document (`npm run examples:types` → examples/generated/eslApi.ts).
//
//   ESL_EMAIL=admin@example.com ESL_PASSWORD='Admin#2026' \
//     npx tsx examples/erp-price-sync.ts http://localhost:3000/api KR001 8801234567890 2.49
//
// Prices are the product's info entry `priceIndex` (1 in the demo's layouts); every other field is kept.
import { fileURLToPath } from 'node:url';
import type { paths } from './generated/eslApi.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
/** the JSON body a call takes */
type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
/** the JSON answer a call gives with 200 */
type AnswerOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
/** the path parameters of a call */
type ParamsOf<P extends keyof paths, M extends Method> = paths[P][M] extends { parameters: { path: infer Q } }
  ? Q
  : never;

export interface PriceChange {
  /** the API's base URL, e.g. http://localhost:3000/api */
  baseUrl: string;
  email: string;
  password: string;
  storeCode: string;
  prCode: string;
  price: string;
  /** the product info entry holding the price (default 1) */
  priceIndex?: number;
  /** how long to wait for the labels (default 60 s) */
  timeoutMs?: number;
}

export interface PriceChangeResult {
  /** the update tasks that took the change to the labels (none when no label shows the product) */
  taskIds: number[];
  /** labels updated and failed over those tasks */
  updatedTags: number;
  failedTags: number;
}

/** an API client of one session: typed calls by path template and method */
class EslClient {
  private headers: Record<string, string> = { 'content-type': 'application/json' };

  constructor(private readonly baseUrl: string) {}

  async call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    options: { params?: ParamsOf<P, M>; body?: BodyOf<P, M> } = {},
  ): Promise<AnswerOf<P, M>> {
    const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String((options.params as Record<string, unknown>)[name])),
    );
    const response = await fetch(`${this.baseUrl}${url}`, {
      method: method.toUpperCase(),
      headers: this.headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(
        `${method.toUpperCase()} ${url}: ${response.status} ${(answer as { message?: string }).message}`,
      );
    return answer as AnswerOf<P, M>;
  }

  async signIn(email: string, password: string): Promise<void> {
    const session = await this.call('post', '/auth/login', { body: { email, password } });
    if (!('accessToken' in session))
      throw new Error('This account signs in elsewhere (third-party sign-on).');
    this.headers = { ...this.headers, 'access-token': session.accessToken, 'access-email': email };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** signs in, changes the price of one product and waits until its update tasks have ended */
export async function syncPrice(change: PriceChange): Promise<PriceChangeResult> {
  const client = new EslClient(change.baseUrl);
  await client.signIn(change.email, change.password);
  const params = { prCode: change.prCode, storeCode: change.storeCode };
  const product = await client.call('get', '/product/{prCode}/store/{storeCode}', { params });
  const prInfo = [...(product.prInfo ?? [])];
  prInfo[change.priceIndex ?? 1] = change.price;
  const saved = await client.call('post', '/product', {
    body: {
      storeCode: change.storeCode,
      product: [{ prCode: product.prCode, layoutId: product.layoutId, prInfo }],
    },
  });
  const deadline = Date.now() + (change.timeoutMs ?? 60_000);
  const ended: PriceChangeResult = { taskIds: saved.taskIds, updatedTags: 0, failedTags: 0 };
  for (const taskId of saved.taskIds) {
    for (;;) {
      const found = await client.call('post', '/history/task/search', {
        body: { filter_storeCode: change.storeCode, filter_taskId: String(taskId) },
      });
      const task = found.data.find((row) => row.taskId === taskId);
      if (task && task.endTime !== null) {
        // updatedTags counts the labels that answered, OK or NG
        ended.updatedTags += task.updatedTags - task.failedTags;
        ended.failedTags += task.failedTags;
        break;
      }
      if (Date.now() > deadline) throw new Error(`update task ${taskId} still running`);
      await sleep(500);
    }
  }
  return ended;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, storeCode, prCode, price] = process.argv.slice(2);
  const { ESL_EMAIL: email, ESL_PASSWORD: password } = process.env;
  if (!baseUrl || !storeCode || !prCode || !price || !email || !password) {
    console.error(
      'usage: ESL_EMAIL=… ESL_PASSWORD=… tsx examples/erp-price-sync.ts <api url> <store> <product> <price>',
    );
    process.exit(2);
  }
  const result = await syncPrice({ baseUrl, email, password, storeCode, prCode, price });
  console.log(JSON.stringify(result));
}

// An example integration, as a chain's ERP team would write one: it changes a product's price in a store and
// waits until the labels showing it have been updated. It uses only plain fetch and the types generated from the
// server's published OpenAPI document (`npm run examples:types` → examples/generated/eslApi.ts).
//
// It authenticates with an API token (a member with member write makes one in the console, System > API tokens,
// with a role that may read and write products in the store; the secret is shown once): no password, no session.
//
//   ESL_API_TOKEN=esl_… npx tsx examples/erp-price-sync.ts http://localhost:3000/api KR001 8801234567890 2.49
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
  /** the integration's API token (esl_…), sent as Authorization: Bearer */
  apiToken: string;
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

/** an API client of one API token: typed calls by path template and method */
class EslClient {
  private readonly headers: Record<string, string>;

  constructor(
    private readonly baseUrl: string,
    apiToken: string,
  ) {
    this.headers = { 'content-type': 'application/json', authorization: `Bearer ${apiToken}` };
  }

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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** changes the price of one product with the API token and waits until its update tasks have ended */
export async function syncPrice(change: PriceChange): Promise<PriceChangeResult> {
  const client = new EslClient(change.baseUrl, change.apiToken);
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
  const { ESL_API_TOKEN: apiToken } = process.env;
  if (!baseUrl || !storeCode || !prCode || !price || !apiToken) {
    console.error(
      'usage: ESL_API_TOKEN=esl_… tsx examples/erp-price-sync.ts <api url> <store> <product> <price>',
    );
    process.exit(2);
  }
  const result = await syncPrice({ baseUrl, apiToken, storeCode, prCode, price });
  console.log(JSON.stringify(result));
}

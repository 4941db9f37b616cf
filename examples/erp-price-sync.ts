// An ERP's price sync, as a retailer's integration team would write it: only plain `fetch` and the types that
// openapi-typescript generates from the server's published OpenAPI document (examples/generated/eslApi.ts,
// `npm run examples:types`). It signs in, reads the product, pushes its new price and waits until the update
// task that sends the labels has ended. tests/server/exampleIntegration.spec.ts runs it against a test server.
//   npx tsx examples/erp-price-sync.ts <baseUrl> <email> <password> <storeCode> <prCode> <price>
import type { paths } from './generated/eslApi';

type JsonBody<P extends keyof paths, M extends 'post' | 'get'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type JsonAnswer<P extends keyof paths, M extends 'post' | 'get'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;

type Login = JsonAnswer<'/auth/login', 'post'>;
type Product = JsonAnswer<'/product/{prCode}/store/{storeCode}', 'get'>;
type SaveBody = JsonBody<'/product', 'post'>;
type SaveAnswer = JsonAnswer<'/product', 'post'>;
type TaskSearch = JsonBody<'/history/update/task/store/{storeCode}/search', 'post'>;
type TaskPage = JsonAnswer<'/history/update/task/store/{storeCode}/search', 'post'>;

export interface PriceChange {
  baseUrl: string;
  email: string;
  password: string;
  storeCode: string;
  prCode: string;
  /** the new price, as the product information field holds it */
  price: string;
  /** the product information field of the price (the demo's: 1, "Price") */
  priceField?: number;
  /** how long to wait for the labels, in milliseconds */
  waitMs?: number;
}

export interface PriceSyncResult {
  taskIds: number[];
  tagCount: number;
  /** the update tasks as they ended: tags updated and failed */
  tasks: Array<{ taskId: number; updatedTags: number; failedTags: number; totalTags: number }>;
}

/** one call of the API: JSON in, JSON out, an error answer's message thrown */
async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, session?: Login): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) {
    headers['access-token'] = session.accessToken;
    headers['access-email'] = session.email;
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? ''}`);
  return answer;
}

export async function syncPrice(change: PriceChange): Promise<PriceSyncResult> {
  const { baseUrl, storeCode, prCode } = change;
  const session = await call<Login>(baseUrl, 'POST', '/auth/login', {
    email: change.email,
    password: change.password,
  } satisfies JsonBody<'/auth/login', 'post'>);
  const path = `/product/${encodeURIComponent(prCode)}/store/${encodeURIComponent(storeCode)}`;
  const product = await call<Product>(baseUrl, 'GET', path, undefined, session);
  const save: SaveBody = {
    taskId: -1,
    priorTaskId: -1,
    storeCode,
    product: [{ ...product, prInfo: product.prInfo.map((value, i) => (i === (change.priceField ?? 1) ? change.price : value)) }],
  };
  const saved = await call<SaveAnswer>(baseUrl, 'POST', '/product', save, session);
  const deadline = Date.now() + (change.waitMs ?? 120_000);
  const search: TaskSearch = { start: 0, length: 100 };
  for (;;) {
    const page = await call<TaskPage>(
      baseUrl,
      'POST',
      `/history/update/task/store/${encodeURIComponent(storeCode)}/search`,
      search,
      session,
    );
    const ours = page.data.filter((task) => saved.taskIds.includes(task.taskId));
    if (ours.length === saved.taskIds.length && ours.every((task) => task.endTime !== null))
      return {
        taskIds: saved.taskIds,
        tagCount: saved.tagCount,
        tasks: ours.map(({ taskId, updatedTags, failedTags, totalTags }) => ({
          taskId,
          updatedTags,
          failedTags,
          totalTags,
        })),
      };
    if (Date.now() > deadline) throw new Error(`the update tasks ${saved.taskIds.join(', ')} did not end in time`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

if (process.argv[1]?.endsWith('erp-price-sync.ts')) {
  const [baseUrl, email, password, storeCode, prCode, price] = process.argv.slice(2);
  const result = await syncPrice({ baseUrl, email, password, storeCode, prCode, price });
  console.log(JSON.stringify(result, null, 2));
}

// The console's build as the server ships it (issue 9, "the console ships fast"): the entry chunk named by
// index.html has brotli and gzip copies made at build time (vite.config.ts), sent to clients that accept them
// with the original bytes inside, cached for a year as immutable; index.html is revalidated.
import { request } from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/fixtures';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET without decoding (fetch would decompress and hide what was sent) */
function getRaw(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(`${baseUrl()}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the built console over the wire', () => {
  it('sends the entry chunk brotli- or gzip-compressed as accepted, immutable for a year', async () => {
    const index = await getRaw('/');
    expect(index.headers['cache-control']).toBe('no-cache');
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
      index.body.toString(),
    )?.[1];
    expect(entry, 'index.html names its entry chunk').toBeDefined();

    const plain = await getRaw(entry!);
    const br = await getRaw(entry!, 'gzip, deflate, br');
    const gzip = await getRaw(entry!, 'gzip');
    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const answer of [plain, br, gzip])
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the console’s first load', () => {
  it('names the entry alone; the entry’s import of the App preloads every chunk the App imports, at once', async () => {
    const html = (await getRaw('/')).body.toString();
    // nothing in the page holds up the login form's first paint: no stylesheet, no preloads
    expect(
      [...html.matchAll(/<link rel="(stylesheet|modulepreload|preload)"[^>]*>/g)].map((m) => m[0]),
    ).toEqual([]);
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const entryCode = (await getRaw(entry)).body.toString();
    // the entry's dynamic import of the App, as the bundler wrote it, and the files its preload list names
    const app = /import\(["`]\.\/(App-[\w-]+\.js)["`]\)/.exec(entryCode)?.[1];
    expect(app, 'the entry imports the App chunk dynamically').toBeDefined();
    const listed = new Set(
      [...entryCode.matchAll(/"assets\/([\w.-]+\.(?:js|css))"/g)].map((m) => `/assets/${m[1]}`),
    );
    expect(listed).toContain(`/assets/${app}`);
    const appCode = (await getRaw(`/assets/${app}`)).body.toString();
    const staticImports = [...appCode.matchAll(/(?:^|[;}\n])import[^"(]*?from\s*"\.\/([\w.-]+\.js)"/g)].map(
      (m) => `/assets/${m[1]}`,
    );
    expect(staticImports.length).toBeGreaterThan(0);
    for (const chunk of staticImports) {
      if (chunk === entry) continue;
      expect(listed, `${chunk}, imported by the App`).toContain(chunk);
    }
    // the console's stylesheet (the fonts) comes with the App
    const styles = [...listed].filter((href) => href.endsWith('.css'));
    const css = await Promise.all(styles.map(async (href) => (await getRaw(href)).body.toString()));
    expect(css.join('\n')).toMatch(/@font-face\{font-family:Roboto/);
    for (const href of listed) expect((await getRaw(href)).status, href).toBe(200);
  });
});

// Security headers on every answer (issue 9): CSP with the websocket port, nosniff, no referrer, no framing;
// answers that carry a token are not stored.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, type TestApp } from './helpers.ts';

// an inline script of the built console (the login form's boot script)
const BOOT = "(function(){document.title='x';})();";

describe('security headers', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'esl-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><title>console</title><script>${BOOT}</script><script type="module" src="/assets/a.js"></script>`,
    );
    writeFileSync(
      path.join(staticDir, 'config.json'),
      JSON.stringify({ apiBase: '/api', mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }),
    );
    t = await createTestApp(backends[0], {
      config: { staticDir, wsPort: 8801, mapTileUrl: 'https://tile.example.net/{z}/{x}/{y}.png' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'esl.local:8800', ...headers } });

  it('every answer carries them: API, console, 404 and errors', async () => {
    for (const url of ['/api/version', '/', '/stores', '/api/nowhere', '/api/status/store']) {
      const answer = await get(url);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the CSP lets the console reach its websocket, blob: previews and the configured map tiles', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain('ws://esl.local:8801');
    expect(directive('img-src')).toContain('blob:');
    expect(directive('img-src')).toContain('data:');
    expect(directive('img-src')).toContain('https://*.tiles.example.org');
    expect(directive('img-src')).toContain('https://tile.example.net');
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("the console's own inline script is allowed by its hash, no other inline script", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src ')) ?? '';
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('answers that carry a token are not stored', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(answer.headers['cache-control']).toBe('no-store');
    const headers = await login(t.app, ADMIN);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/login', headers });
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
  });
});

// Sizes of the built console: the entry script named by dist/index.html, and every JS file in dist/assets.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  entryFile: string;
  entryRaw: number;
  entryGzip: number;
  totalJsRaw: number;
  totalJsGzip: number;
  jsFiles: number;
}

function sizes(file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export function bundleSizes(distDir: string): BundleSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry =
    /<script[^>]*type="module"[^>]*src="([^"]+\.js)"/.exec(html) ??
    /<script[^>]*src="([^"]+\.js)"/.exec(html);
  if (!entry) throw new Error('dist/index.html names no entry script');
  const entryFile = entry[1].replace(/^\.?\//, '');
  const entrySizes = sizes(join(distDir, entryFile));
  const assets = join(distDir, 'assets');
  const jsFiles = readdirSync(assets).filter((name) => name.endsWith('.js'));
  let totalJsRaw = 0;
  let totalJsGzip = 0;
  for (const name of jsFiles) {
    const { raw, gzip } = sizes(join(assets, name));
    totalJsRaw += raw;
    totalJsGzip += gzip;
  }
  return {
    entryFile,
    entryRaw: entrySizes.raw,
    entryGzip: entrySizes.gzip,
    totalJsRaw,
    totalJsGzip,
    jsFiles: jsFiles.length,
  };
}

/** Bytes the server sends for these files to a client accepting only `encoding` (the build's copy, else the file). */
export function servedBytes(distDir: string, paths: string[], encoding: 'gz' | 'br'): number {
  let total = 0;
  for (const path of paths) {
    const file = join(distDir, path.replace(/^\//, ''));
    total += statSync(existsSync(`${file}.${encoding}`) ? `${file}.${encoding}` : file).size;
  }
  return total;
}

// Vite plugin: modulepreload links in index.html for modules the entry imports dynamically, and for every chunk
// they import statically. main.ts imports the App dynamically (zod must not load before src/zodConfig.ts has
// run, and the login form's early login must listen before the console has loaded), so without the links the
// browser learns of the App's thirty-odd chunks only once the entry has run: a second round of downloads
// (issue 9). Preloading fetches and parses them beside the entry; it runs nothing, so the order of execution
// stays as main.ts says.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** `modules`: the dynamically imported source files, relative to the project root (e.g. 'src/App.tsx') */
export function preloadLazyModule(...modules: string[]): Plugin {
  return {
    name: 'preload-lazy-module',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is typeof output & ChunkLike => output.type === 'chunk',
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const module of modules) {
          const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
          if (!root) throw new Error(`preload-lazy-module: no chunk for ${module}`);
          visit(root.fileName);
        }
        // the entry and what it imports statically are in the page already
        const entry = context.chunk;
        for (const done of [entry?.fileName, ...(entry?.imports ?? [])]) if (done) files.delete(done);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

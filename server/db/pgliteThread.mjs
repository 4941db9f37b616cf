// The entry of the PGlite thread (server/db/pgliteWorker.ts): loads the TypeScript through tsx's scoped loader,
// so the thread works the same under `tsx server/main.ts`, in vitest and under plain node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pgliteThread.ts', import.meta.url);

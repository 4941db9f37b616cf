// The entry of a render thread (piscina): loads the TypeScript job through tsx's scoped loader, so the thread
// works the same under `tsx server/main.ts`, in vitest and under plain node.
import { tsImport } from 'tsx/esm/api';

const job = await tsImport('./renderJob.ts', import.meta.url);

export default job.default;

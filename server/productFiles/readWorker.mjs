// The entry of a product file reading thread (piscina): loads the TypeScript job through tsx's scoped loader, as
// the render threads do (server/render/renderWorker.mjs).
import { tsImport } from 'tsx/esm/api';

const job = await tsImport('./readJob.ts', import.meta.url);

export default job.default;

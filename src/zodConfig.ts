// Imported first by main.ts, before anything that loads zod (App is imported dynamically after it): zod
// validates without generating code, so it never probes `new Function('')`, which the server's
// Content-Security-Policy refuses and reports. zod reads this global when it loads.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

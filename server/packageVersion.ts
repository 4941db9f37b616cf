// The server's version: package.json's, read once (GET /version answers it, backups record it).
import fs from 'node:fs';

export const packageVersion = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

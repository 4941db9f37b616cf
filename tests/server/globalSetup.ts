// Vitest globalSetup of the server project: one migrated, seeded database per backend, made once; each test
// app opens a copy of it (helpers.ts createTestApp) instead of migrating and seeding its own.
import type { TestProject } from 'vitest/node';
import { backends } from './backends.ts';
import { prepareTestDb } from './helpers.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await Promise.all(backends.map((backend) => backend.makeTemplate(prepareTestDb)));
  project.provide(
    'dbTemplates',
    Object.fromEntries(backends.map((backend, i) => [backend.name, templates[i].id])),
  );
  return async () => {
    await Promise.all(templates.map((template) => template.remove()));
  };
}

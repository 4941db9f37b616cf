// App plugin: the repositories of every table, decorated as `app.repos`.
import { createAppRepositories } from '../repositories/index.ts';
import { shared } from './shared.ts';

export const repositoriesPlugin = shared('repositories', async (app) => {
  app.decorate('repos', createAppRepositories(app.db));
});

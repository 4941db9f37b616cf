// App plugin: the repositories of every table, decorated as `app.repos`.
import { repositoriesOf } from '../repositories/index.ts';
import { shared } from './shared.ts';

export const repositoriesPlugin = shared('repositories', async (app) => {
  // the database's registry, the same object repositoriesOf(app.db) answers elsewhere
  app.decorate('repos', repositoriesOf(app.db));
});

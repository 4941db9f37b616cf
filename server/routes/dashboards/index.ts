// Custom dashboards (issue 26, docs/api.md 'Custom dashboards'), privilege custom_dashboard:
//   POST /dashboards/search, GET /dashboards/{id} (read): the dashboards the account sees, with `editable`
//   POST /dashboards, PUT /dashboards/{id}, DELETE /dashboards/{id}, POST /dashboards/{id}/duplicate,
//   POST /dashboards/import (write): write.ts; versions and restore: versions.ts; the roles to share with and the
//   starter dashboards: share.ts; a panel's figures over the viewer's stores, the alert rules' states: figures.ts
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { read, viewerOf, visibleDashboard, withEditable } from './access.ts';
import dashboardFigureRoutes from './figures.ts';
import dashboardShareRoutes from './share.ts';
import dashboardVersionRoutes from './versions.ts';
import dashboardWriteRoutes from './write.ts';

async function dashboardReadRoutes(app: FastifyInstance): Promise<void> {
  const dashboards = app.repos.dashboards;

  app.post(
    '/dashboards/search',
    {
      config: read,
      schema: doc('dashboards', 'The dashboards this account sees', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      const page = await dashboards.search((request.body ?? {}) as SearchBody, viewerOf(request));
      return { ...page, data: page.data.map((row) => withEditable(request, row)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dashboards/:id',
    { config: read, schema: doc('dashboards', 'One dashboard', withAuthHeaders) },
    async (request) => withEditable(request, await visibleDashboard(dashboards, request, request.params.id)),
  );
}

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  await dashboardReadRoutes(app);
  await dashboardWriteRoutes(app);
  await dashboardVersionRoutes(app);
  await dashboardShareRoutes(app);
  await dashboardFigureRoutes(app);
}

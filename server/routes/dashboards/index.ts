// Custom dashboards (issue 26, docs/api.md 'Custom dashboards'), privilege custom_dashboard:
//   POST /dashboards/search, GET /dashboards/{id} (read): the dashboards the account sees, with `editable`
//   POST /dashboards, PUT /dashboards/{id}, DELETE /dashboards/{id}, POST /dashboards/{id}/duplicate,
//   POST /dashboards/import (write): write.ts; versions and restore: versions.ts; the roles to share with and the
//   starter dashboards: share.ts; a panel's figures over the viewer's stores, the alert rules' states: figures.ts
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { read, viewerOf, visibleDashboard, withEditable } from './access.ts';
import dashboardFigureRoutes from './figures.ts';
import dashboardShareRoutes from './share.ts';
import dashboardVersionRoutes from './versions.ts';
import dashboardWriteRoutes from './write.ts';

async function dashboardReadRoutes(app: FastifyInstance): Promise<void> {
  const dashboards = app.repos.dashboards;

  defineCall(app, 'dashboard.search', { guard: read }, async (request) => {
    const page = await dashboards.search(request.body ?? {}, viewerOf(request));
    return { ...page, data: page.data.map((row) => withEditable(request, row)) };
  });

  defineCall(app, 'dashboard.getOne', { guard: read }, async (request) =>
    withEditable(request, await visibleDashboard(dashboards, request, String(request.params.id))),
  );
}

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  await dashboardReadRoutes(app);
  await dashboardWriteRoutes(app);
  await dashboardVersionRoutes(app);
  await dashboardShareRoutes(app);
  await dashboardFigureRoutes(app);
}

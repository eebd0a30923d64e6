import { http } from '../http';
import { db } from '../db';
import { dashboardStats, recentActivities, revenueChart } from '../queries/dashboard';
import { readQuery } from '../support/request';
import { clockNow } from '../support/time';

export const dashboardHandlers = [
  http.get('/dashboard/stats', ({ response }) => response(200).json(dashboardStats(db, clockNow()))),
  http.get('/dashboard/activities', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json({ data: recentActivities(db, query.integer('limit', 20, 1, 100)) });
  }),
  http.get('/dashboard/revenue-chart', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json(revenueChart(db, query.integer('months', 6, 1, 24), clockNow()));
  }),
];

import { http } from '../http';
import { integerParam } from './request-rules';
import { db } from '../db';
import { dashboardStats, recentActivities, revenueChart } from '../queries/dashboard';

export const dashboardHandlers = [
  http.get('/dashboard/stats', ({ response }) => response(200).json(dashboardStats(db, new Date()))),
  http.get('/dashboard/activities', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json({ data: recentActivities(db, integerParam(url, 'limit', 20, 1, 100)) });
  }),
  http.get('/dashboard/revenue-chart', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json(revenueChart(db, integerParam(url, 'months', 6, 1, 24), new Date()));
  }),
];

/** Dashboard activities shown on the page (spec 1 §9: limit 10 on the page, API default 20). */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Revenue Trend months (spec 1 §9). */
export const REVENUE_CHART_MONTHS = 6;

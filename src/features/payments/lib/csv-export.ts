/**
 * The CSV exports (Papa Parse and each report's columns), loaded when Export CSV is clicked: the
 * screens that offer an export paint without them.
 */
export async function csvExport() {
  const [{ downloadCsv }, { agingCsv }, { overdueCsv }, { paymentsCsv }, { rentRollCsv }] = await Promise.all([
    import('./csv'),
    import('./aging-csv'),
    import('./overdue-csv'),
    import('./payments-csv'),
    import('./rent-roll-csv'),
  ]);
  return { downloadCsv, agingCsv, overdueCsv, paymentsCsv, rentRollCsv };
}

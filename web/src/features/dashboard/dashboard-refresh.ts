/** The homes' figures refresh every 30 seconds while one is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

// What other modules, the seed and the bench use of analytics.
export { analyticsRoutes } from './analytics.routes';
/**
 * foldPending: folds the manuscripts the triggers marked dirty (every read
 * does it first). rebuildAnalytics: recomputes every manuscript's facts and
 * the monthly histogram (the seed calls it after writing rows in bulk).
 */
export { foldPending, rebuildAnalytics } from './analytics-fold';

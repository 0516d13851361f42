import { sectionRoutes } from '@colophon/shared';
import { AnalyticsPage } from './analytics-page';

/** Every page of the analytics section by absolute path (the host mounts it for /analytics). */
export const AnalyticsRoutes = sectionRoutes({
  '/analytics': AnalyticsPage,
});

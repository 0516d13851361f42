// What other modules, the seed and the tests use of section health.
export { sectionHealthModule } from './section-health.module';
/** One evaluation of every live canary (the watcher's period calls it). */
export { evaluateRollouts, pruneHealth } from './rollout-watcher';
export { decideRollback } from './rollout-decision';
export { recordBeacon } from './section-health.service';

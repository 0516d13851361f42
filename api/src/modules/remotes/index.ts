// What other modules use of the remote registry: its routes, a section's
// rollout and release history entity, and the rollout watcher's rollback
// (section-health), which goes through the same locked change as the release screen.
export { remotesRoutes } from './remotes.routes';
export { findRollout, findRollouts, type RolloutRow } from './remotes.repository';
export { autoPromote, autoRollback, rolloutEntity } from './rollout-changes';

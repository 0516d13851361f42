// The contracts (./index.ts), resource by resource, for the host's preloading
// (host/src/first-load/provided-shared.ts). Through the index, every schema of
// every resource is built in the one task that evaluates it: about 95 ms at 4×
// CPU, during which a click on the panel waits. Loaded one by one
// first, each is its own shorter task, and the index then finds them built.
// The same modules as the index's. The API never calls these.
//
// In the index's order (parts.test.ts checks it: the order puts what a module
// uses before it). The host's build puts them in its chunk of provided modules
// (shared/mf/host-chunks.cjs): no request of their own.
export const CONTRACT_PARTS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['common', () => import('./common')],
  ['auth', () => import('./auth')],
  ['user', () => import('./user')],
  ['dashboard', () => import('./dashboard')],
  ['journal', () => import('./journal')],
  ['category', () => import('./category')],
  ['manuscript-workflow', () => import('./manuscript-workflow')],
  ['revision-request', () => import('./revision-request')],
  ['manuscript', () => import('./manuscript')],
  ['manuscript-entity', () => import('./manuscript-entity')],
  ['editorial-decisions', () => import('./editorial-decisions')],
  ['decision-letters', () => import('./decision-letters')],
  ['editorial-team', () => import('./editorial-team')],
  ['review-ratings', () => import('./review-ratings')],
  ['journal-correspondence', () => import('./journal-correspondence')],
  ['mail-templates', () => import('./mail-templates')],
  ['editorial-queue', () => import('./editorial-queue')],
  ['reviewer-choice', () => import('./reviewer-choice')],
  ['review-forms', () => import('./review-forms')],
  ['reviewer-preferences', () => import('./reviewer-preferences')],
  ['review-alternates', () => import('./review-alternates')],
  ['peer-review', () => import('./peer-review')],
  ['discussions', () => import('./discussions')],
  ['analytics', () => import('./analytics')],
  ['notifications', () => import('./notifications')],
  ['notification-preferences', () => import('./notification-preferences')],
  ['mail-outbox', () => import('./mail-outbox')],
  ['remotes', () => import('./remotes')],
  ['section-health', () => import('./section-health')],
  ['api-contract', () => import('./api-contract')],
  ['tag', () => import('./tag')],
  ['search', () => import('./search')],
  ['permissions', () => import('./permissions')],
  ['messages', () => import('./messages')],
];

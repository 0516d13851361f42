// The contracts (./index.ts), resource by resource, for the host's preloading
// (host/src/federation/provided-shared.ts). Through the index, every schema of
// every resource is built in the one task that evaluates it: about 95 ms at 4×
// CPU, during which a click on the panel waits (issue 19). Loaded one by one
// first, each is its own shorter task, and the index then finds them built.
// The same modules as the index's. The API never loads this file.
//
// In the index's order (parts.test.ts checks it: the order puts what a module
// uses before it). The chunk name keeps them in the host's chunk of provided
// modules (no request of their own).
export const CONTRACT_PARTS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['common', () => import(/* webpackChunkName: "provided" */ './common')],
  ['auth', () => import(/* webpackChunkName: "provided" */ './auth')],
  ['user', () => import(/* webpackChunkName: "provided" */ './user')],
  ['dashboard', () => import(/* webpackChunkName: "provided" */ './dashboard')],
  ['journal', () => import(/* webpackChunkName: "provided" */ './journal')],
  ['category', () => import(/* webpackChunkName: "provided" */ './category')],
  ['manuscript-workflow', () => import(/* webpackChunkName: "provided" */ './manuscript-workflow')],
  ['revision-request', () => import(/* webpackChunkName: "provided" */ './revision-request')],
  ['manuscript', () => import(/* webpackChunkName: "provided" */ './manuscript')],
  ['manuscript-entity', () => import(/* webpackChunkName: "provided" */ './manuscript-entity')],
  ['editorial-decisions', () => import(/* webpackChunkName: "provided" */ './editorial-decisions')],
  ['decision-letters', () => import(/* webpackChunkName: "provided" */ './decision-letters')],
  ['editorial-team', () => import(/* webpackChunkName: "provided" */ './editorial-team')],
  ['review-ratings', () => import(/* webpackChunkName: "provided" */ './review-ratings')],
  [
    'journal-correspondence',
    () => import(/* webpackChunkName: "provided" */ './journal-correspondence'),
  ],
  ['mail-templates', () => import(/* webpackChunkName: "provided" */ './mail-templates')],
  ['editorial-queue', () => import(/* webpackChunkName: "provided" */ './editorial-queue')],
  ['reviewer-choice', () => import(/* webpackChunkName: "provided" */ './reviewer-choice')],
  ['review-forms', () => import(/* webpackChunkName: "provided" */ './review-forms')],
  [
    'reviewer-preferences',
    () => import(/* webpackChunkName: "provided" */ './reviewer-preferences'),
  ],
  ['review-alternates', () => import(/* webpackChunkName: "provided" */ './review-alternates')],
  ['peer-review', () => import(/* webpackChunkName: "provided" */ './peer-review')],
  ['discussions', () => import(/* webpackChunkName: "provided" */ './discussions')],
  ['analytics', () => import(/* webpackChunkName: "provided" */ './analytics')],
  ['notifications', () => import(/* webpackChunkName: "provided" */ './notifications')],
  [
    'notification-preferences',
    () => import(/* webpackChunkName: "provided" */ './notification-preferences'),
  ],
  ['mail-outbox', () => import(/* webpackChunkName: "provided" */ './mail-outbox')],
  ['remotes', () => import(/* webpackChunkName: "provided" */ './remotes')],
  ['section-health', () => import(/* webpackChunkName: "provided" */ './section-health')],
  ['api-contract', () => import(/* webpackChunkName: "provided" */ './api-contract')],
  ['tag', () => import(/* webpackChunkName: "provided" */ './tag')],
  ['search', () => import(/* webpackChunkName: "provided" */ './search')],
  ['permissions', () => import(/* webpackChunkName: "provided" */ './permissions')],
  ['messages', () => import(/* webpackChunkName: "provided" */ './messages')],
];

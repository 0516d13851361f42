// @colophon/shared/contracts: zod schemas and inferred types shared by the
// front ends and the API. No React, no axios.
// The package.json beside this file marks the folder as ESM: the API runs it
// through tsx, which would otherwise compile it as CommonJS and lose the
// named exports behind `export *`.
export * from './common';
export * from './auth';
export * from './user';
export * from './dashboard';
export * from './journal';
export * from './category';
export * from './manuscript-workflow';
export * from './revision-request';
export * from './manuscript';
export * from './manuscript-entity';
export * from './editorial-decisions';
export * from './decision-letters';
export * from './editorial-team';
export * from './review-ratings';
export * from './journal-correspondence';
export * from './mail-templates';
export * from './editorial-queue';
export * from './reviewer-choice';
export * from './review-forms';
export * from './reviewer-preferences';
export * from './review-alternates';
export * from './peer-review';
export * from './discussions';
export * from './analytics';
export * from './notifications';
export * from './notification-preferences';
export * from './mail-outbox';
export * from './remotes';
export * from './section-health';
export * from './api-contract';
export * from './tag';
export * from './search';
export * from './permissions';
export * from './messages';
// The same modules one by one, for the host's preloading (see the file).
export { CONTRACT_PARTS } from './parts';

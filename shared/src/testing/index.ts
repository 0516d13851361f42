// @colophon/shared/testing: jest helpers for every package. Never imported by
// an app build, so it is not part of the Module Federation singleton.
export {
  renderWithProviders,
  LocationProbe,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { makeUser } from './fixtures';
export { describeSectionModule, translationKeys } from './section-module-checks';
export { answerApi, type FakeAnswer, type RecordedCall } from './answer-api';
export { settle } from './settle';
export { renderHookAtUrl } from './render-hook-at-url';
export {
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  server,
  type HttpResponseResolver,
  type SentRequest,
} from './msw';
export { expectConsoleError, expectConsoleWarn } from './console-guard';

// What other modules use of review forms: the routes, and the answers a
// review stores and shows (reviews/ calls these).
export { reviewFormRoutes } from './review-forms.routes';
export { answersToStore, visibleAnswers } from './review-answers';

// What the rest of the API uses of decisions.
export { manuscriptsAwaitingAction } from './action-count.repository';
export { queueQuery } from './editorial-queue.repository';
export { editorialQueue } from './editorial-queue.service';
export { assignReviewers, changeStatus, submitManuscript } from './manuscript-workflow.service';

// What the rest of the API uses of discussions: its routes (api/src/routes.ts).
export { discussionsModule } from './discussions.module';
export { threadLink } from './discussion-notify';

// The end-to-end stack runs on its own ports so it never collides with a
// `pnpm start` the developer has running.
export const E2E_PORTS = {
  api: Number(process.env.E2E_API_PORT || 4900),
  host: Number(process.env.E2E_HOST_PORT || 4910),
  journals: Number(process.env.E2E_JOURNALS_PORT || 4911),
  manuscripts: Number(process.env.E2E_MANUSCRIPTS_PORT || 4912),
  users: Number(process.env.E2E_USERS_PORT || 4913),
  categories: Number(process.env.E2E_CATEGORIES_PORT || 4914),
};

export const REMOTE_ORIGINS = [
  E2E_PORTS.journals,
  E2E_PORTS.manuscripts,
  E2E_PORTS.users,
  E2E_PORTS.categories,
].map((port) => `http://localhost:${port}`);

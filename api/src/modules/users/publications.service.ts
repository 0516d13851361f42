// A user's publications: admins see anyone's, users their own.
import type { PaginationQuery, Publication, Paginated } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/pagination';
import { can } from '../../lib/roles';
import type { AuthUser } from './signed-in-user';
import { publicationsQuery } from './publications.repository';
import { toPublication } from './users.presenter';
import { findUserById } from './users.repository';
import { USER_NOT_FOUND } from './user-rules';

export async function listPublications(
  db: Database,
  actor: AuthUser,
  userId: number,
  query: PaginationQuery,
): Promise<Paginated<Publication>> {
  const admin = can(actor.roles, 'users.manage');
  if (!admin && actor.id !== userId) throw forbidden();
  if (!(await findUserById(db, userId, { withDeleted: admin }))) throw notFound(USER_NOT_FOUND);
  return paginate(publicationsQuery(db, userId), query, (rows) => rows.map(toPublication));
}

import { type UserStatus } from '@colophon/shared/contracts';

/** Page size of the users list (a product constant). */
export const USERS_PER_PAGE = 15;

/** What the list screen asks for; blanks mean "no filter". */
export interface UsersListParams {
  page: number;
  perPage: number;
  search: string;
  role: string;
  status: UserStatus;
  /** One of USER_SORTS, or '' for the list's default order (newest first). */
  sort: string;
  /** asc or desc with a sort, else ''. */
  direction: 'asc' | 'desc' | '';
}

/** The query string of `GET users` (blanks left out). */
export interface UsersApiQuery {
  page: number;
  per_page: number;
  search?: string;
  role?: string;
  status?: UserStatus;
  sort?: string;
  direction?: 'asc' | 'desc';
}

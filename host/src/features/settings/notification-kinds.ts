// Which kinds of event a user is asked about: those their roles can receive
// (everyone submits and discusses; reviewers are invited; editors follow the
// review and the desk). The form still sends every kind: the others keep
// their stored or default choice.
import {
  EDITOR_ROLES,
  holdsAnyRole,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type RoleList,
} from '@colophon/shared/contracts';

const FOR_ROLES: Partial<Record<NotificationKind, readonly string[]>> = {
  reviewRequests: ['reviewer'],
  reviewProgress: EDITOR_ROLES,
  editorialWork: EDITOR_ROLES,
};

export function kindsFor(roles: RoleList | null | undefined): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const roleList = FOR_ROLES[kind];
    return !roleList || holdsAnyRole(roles, roleList);
  });
}

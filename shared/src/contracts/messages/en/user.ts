export const enUser = {
  'user.emailFormat': 'Invalid email format',
  'user.orcid': 'Invalid ORCID format (e.g., 0000-0002-1825-0097)',
  'user.roleNames': 'The roles must be a list of role names',
  'user.unknownRole': 'The selected role "{{name}}" is invalid.',
  'user.deleteSelf': 'You cannot delete your own account.',
  'user.alreadyDeleted': 'User is already deleted',
  'user.notDeleted': 'User is not deleted',
  'user.notFound': 'User not found',
} as const;

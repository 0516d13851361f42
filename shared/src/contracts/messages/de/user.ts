export const deUser = {
  'user.emailFormat': 'Ungültiges E-Mail-Format',
  'user.orcid': 'Ungültiges ORCID-Format (z. B. 0000-0002-1825-0097)',
  'user.roleNames': 'Die Rollen müssen eine Liste von Rollennamen sein',
  'user.unknownRole': 'Die gewählte Rolle „{{name}}“ ist ungültig.',
  'user.deleteSelf': 'Sie können Ihr eigenes Konto nicht löschen.',
  'user.alreadyDeleted': 'Der Benutzer ist bereits gelöscht',
  'user.notDeleted': 'Der Benutzer ist nicht gelöscht',
  'user.notFound': 'Benutzer nicht gefunden',
} as const;

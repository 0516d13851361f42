export const deRemotes = {
  'remotes.unknownSection': 'Unbekannter Bereich',
  'remotes.unknownVersion': 'Diese Version ist nicht im Release-Speicher.',
  'remotes.noCanary': 'Es gibt keine Canary-Version zum Übernehmen.',
  'remotes.nothingToRollBack':
    'Es gibt keine frühere stabile Version, zu der zurückgekehrt werden kann.',
  'remotes.incompatible': 'Dieses Release kann im aktuellen Host nicht laufen',
  'remotes.incompatibleReason': 'Dieses Release kann im aktuellen Host nicht laufen: {{reason}}.',
  'remotes.versionFormat': 'Die Version muss wie 1.2.3 aussehen (optional 1.2.3-rc.1)',
  'remotes.percentageInteger': 'Der Prozentsatz muss eine ganze Zahl sein',
  'remotes.percentageRange': 'Der Prozentsatz muss zwischen 0 und 100 liegen',
  'remotes.sectionName': 'Der Bereich darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
  'remotes.routePrefix': 'Ein Routenpräfix sieht aus wie /journals',
} as const;

export const enRemotes = {
  'remotes.unknownSection': 'Unknown section',
  'remotes.unknownVersion': 'This version is not in the release store.',
  'remotes.noCanary': 'There is no canary to promote.',
  'remotes.nothingToRollBack': 'There is no earlier stable version to roll back to.',
  'remotes.incompatible': 'This release cannot run in the current host',
  'remotes.incompatibleReason': 'This release cannot run in the current host: {{reason}}.',
  'remotes.versionFormat': 'The version must look like 1.2.3 (optionally 1.2.3-rc.1)',
  'remotes.percentageInteger': 'The percentage must be a whole number',
  'remotes.percentageRange': 'The percentage must be between 0 and 100',
  'remotes.sectionName': 'The section must be lower-case letters, digits and hyphens',
  'remotes.routePrefix': 'A route prefix looks like /journals',
} as const;

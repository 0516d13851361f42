// Alternate reviewers (review-alternates.ts): the invitation form's refusals,
// and the editors' notifications when an alternate is invited or none is left.
export const enAlternate = {
  'alternate.tooMany': 'Name at most {{max}} alternates',
  'alternate.duplicate':
    'Name each alternate once, and not the invited reviewer as their own alternate',
  'alternate.notAReviewer': 'Alternate {{position}} does not hold the reviewer role',
  'alternate.isAuthor':
    'Alternate {{position}} is an author of this manuscript and cannot review it',
  'alternate.alreadyInvited': 'Alternate {{position}} is already invited in the current round',
  'notification.alternateInvited':
    '{{reviewer}} was invited to review “{{title}}” as an alternate, in place of {{previous}}',
  'notification.alternatesExhausted':
    'No alternate is left to review “{{title}}” in place of {{previous}}: please invite another reviewer',
  'notification.mail.detail.alternateInvited':
    'Colophon invites the next alternate on your list when an invitation is declined or not answered within the journal’s response period. The review round shows who is still waiting.',
} as const;

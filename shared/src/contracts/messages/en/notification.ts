// In-app and e-mail notifications: `notification.<code>` renders a
// stored notification; `notification.recommendation.*` its recommendation
// parameter; `notification.mail.*` the frame of the e-mail.
export const enNotification = {
  'notification.sentToReview': 'Your manuscript “{{title}}” has been sent to peer review',
  'notification.revisionRequested': 'Revisions were requested for your manuscript “{{title}}”',
  'notification.accepted': 'Your manuscript “{{title}}” has been accepted',
  'notification.rejected': 'Your manuscript “{{title}}” was not accepted',
  'notification.published': 'Your manuscript “{{title}}” has been published',
  'notification.reviewInvitation': 'You are invited to review “{{title}}” (due {{due}})',
  'notification.reviewReminder': 'Reminder: your review of “{{title}}” is due on {{due}}',
  'notification.reviewOverdue': 'Your review of “{{title}}” is overdue (it was due on {{due}})',
  'notification.submissionReceived': 'New submission: “{{title}}”',
  'notification.invitationAccepted': '{{reviewer}} accepted the invitation to review “{{title}}”',
  'notification.invitationDeclined': '{{reviewer}} declined the invitation to review “{{title}}”',
  'notification.reviewSubmitted': '{{reviewer}} submitted a review of “{{title}}”',
  'notification.revisionUploaded': 'Version {{version}} of “{{title}}” was uploaded',
  'notification.recommendationRecorded': '{{editor}} recommends “{{title}}”: {{recommendation}}',
  'notification.recommendation.accept': 'accept',
  'notification.recommendation.minorRevisions': 'minor revisions',
  'notification.recommendation.majorRevisions': 'major revisions',
  'notification.recommendation.reject': 'reject',
  'notification.submissionAcknowledged': 'We received your submission “{{title}}”',
  'notification.revisionReminder': 'Reminder: your revision of “{{title}}” is due on {{due}}',
  'notification.revisionOverdue':
    'Your revision of “{{title}}” was due on {{due}}: please submit it or write to the editor',
  'notification.invitationReminder': 'Reminder: please answer the invitation to review “{{title}}”',
  'notification.discussionMessage': 'New message in “{{subject}}” about “{{title}}”',
  'notification.handlingEditorAssigned': '{{editor}} made you the handling editor of “{{title}}”',
  'notification.reviewOutcome':
    'Thank you for reviewing “{{title}}”. The editor’s decision: {{decision}}',
  'notification.decision.requestRevisions': 'revisions requested',
  'notification.decision.accept': 'accepted',
  'notification.decision.reject': 'not accepted',
  'notification.decision.decline': 'not accepted',
  'notification.decision.publish': 'published',
  'notification.mail.detail.handlingEditorAssigned':
    'You now handle its review: invite reviewers, follow their reviews and record your recommendation for the editor-in-chief.',
  'notification.mail.detail.reviewOutcome':
    'Your review helped the editors reach this decision. Thank you for your time and care.',
  'notification.letter': 'Letter from the editor',
  'notification.mail.greeting': 'Hello {{name}},',
  'notification.mail.open': 'Open it in Colophon: {{url}}',
  'notification.mail.footer':
    'You receive this e-mail because you have an account on Colophon. Your notifications are also in the panel, under the bell.',
  'notification.canaryRolledBack':
    'The canary {{version}} of the {{section}} section was rolled back automatically: {{rule}}',
  'notification.rule.errorRate': 'its error rate broke the rollout policy',
  'notification.rule.inp': 'its interactions (INP) were slower than the policy allows',
  'notification.rule.lcp': 'its loading (LCP) was slower than the policy allows',
  'notification.mail.detail.canaryRolledBack':
    'Its users are back on the stable version from their next page load. The release screen shows the figures the rollback was decided on.',
  'notification.notFound': 'Notification not found',
} as const;

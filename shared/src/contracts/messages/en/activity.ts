// Server-made texts rendered by the front end: the dashboard's activity feed
// (GET dashboard) and the status-history notes the server writes itself.
// Parameters: actor (a name), subject (a title, a name or '#id'), version.
export const enActivity = {
  'activity.user.registered.title': 'User registered',
  'activity.user.registered': '{{actor}} registered',
  'activity.user.created.title': 'User created',
  'activity.user.created': '{{actor}} created user “{{subject}}”',
  'activity.user.updated.title': 'User updated',
  'activity.user.updated': '{{actor}} updated user “{{subject}}”',
  'activity.user.deleted.title': 'User deleted',
  'activity.user.deleted': '{{actor}} deleted user “{{subject}}”',
  'activity.user.restored.title': 'User restored',
  'activity.user.restored': '{{actor}} restored user “{{subject}}”',
  'activity.user.forceDeleted.title': 'User permanently deleted',
  'activity.user.forceDeleted': '{{actor}} permanently deleted user “{{subject}}”',
  'activity.user.rolesAssigned.title': 'Roles assigned',
  'activity.user.rolesAssigned': '{{actor}} assigned roles to user “{{subject}}”',
  'activity.journal.created.title': 'Journal created',
  'activity.journal.created': '{{actor}} created journal “{{subject}}”',
  'activity.journal.updated.title': 'Journal updated',
  'activity.journal.updated': '{{actor}} updated journal “{{subject}}”',
  'activity.journal.deleted.title': 'Journal deleted',
  'activity.journal.deleted': '{{actor}} deleted journal “{{subject}}”',
  'activity.category.created.title': 'Category created',
  'activity.category.created': '{{actor}} created category “{{subject}}”',
  'activity.category.updated.title': 'Category updated',
  'activity.category.updated': '{{actor}} updated category “{{subject}}”',
  'activity.category.deleted.title': 'Category deleted',
  'activity.category.deleted': '{{actor}} deleted category “{{subject}}”',
  'activity.category.reordered.title': 'Categories reordered',
  'activity.category.reordered': '{{actor}} reordered the categories',
  'activity.manuscript.created.title': 'Manuscript created',
  'activity.manuscript.created': '{{actor}} created manuscript “{{subject}}”',
  'activity.manuscript.updated.title': 'Manuscript updated',
  'activity.manuscript.updated': '{{actor}} updated manuscript “{{subject}}”',
  'activity.manuscript.deleted.title': 'Manuscript deleted',
  'activity.manuscript.deleted': '{{actor}} deleted manuscript “{{subject}}”',
  'activity.manuscript.statusChanged.title': 'Manuscript status changed',
  'activity.manuscript.statusChanged': '{{actor}} changed the status of manuscript “{{subject}}”',
  'activity.manuscript.authorsUpdated.title': 'Authors updated',
  'activity.manuscript.authorsUpdated': '{{actor}} updated the authors of manuscript “{{subject}}”',
  'activity.manuscript.reviewAdded.title': 'Review added',
  'activity.manuscript.reviewAdded': '{{actor}} added a review to manuscript “{{subject}}”',
  'activity.manuscript.revisionAdded.title': 'Revision added',
  'activity.manuscript.revisionAdded': '{{actor}} added a revision to manuscript “{{subject}}”',
  'activity.manuscript.reviewersAssigned.title': 'Reviewers assigned',
  'activity.manuscript.reviewersAssigned':
    '{{actor}} assigned reviewers to manuscript “{{subject}}”',
  'activity.manuscript.reviewerInvited.title': 'Reviewer invited',
  'activity.manuscript.reviewerInvited':
    '{{actor}} invited a reviewer for manuscript “{{subject}}”',
  'activity.manuscript.reviewerInvitationCancelled.title': 'Review invitation cancelled',
  'activity.manuscript.reviewerInvitationCancelled':
    '{{actor}} cancelled a review invitation for manuscript “{{subject}}”',
  'activity.manuscript.reviewInvitationAccepted.title': 'Review invitation accepted',
  'activity.manuscript.reviewInvitationAccepted':
    '{{actor}} agreed to review manuscript “{{subject}}”',
  'activity.manuscript.reviewInvitationDeclined.title': 'Review invitation declined',
  'activity.manuscript.reviewInvitationDeclined':
    '{{actor}} declined to review manuscript “{{subject}}”',
  'activity.manuscript.handlingEditorAssigned.title': 'Handling editor named',
  'activity.manuscript.handlingEditorAssigned':
    '{{actor}} named the handling editor of manuscript “{{subject}}”',
  'activity.manuscript.recommendationRecorded.title': 'Recommendation recorded',
  'activity.manuscript.recommendationRecorded':
    '{{actor}} recorded a recommendation on manuscript “{{subject}}”',
  /** Anything else the audit log holds (entity and action as the log names them). */
  'activity.other.title': '{{entity}}: {{action}}',
  'activity.other': '{{actor}}: {{entity}} {{action}} {{subject}}',
  /** Who acted when no user did (a scheduled job, the seed). */
  'activity.system': 'System',
  /** Status-history notes the server writes (user-written notes stay as typed). */
  'history.manuscriptCreated': 'Manuscript created',
  'history.revisionUploaded': 'Revision v{{version}} uploaded',
} as const;

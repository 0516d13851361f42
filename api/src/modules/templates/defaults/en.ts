// The letters Colophon ships in English: natural, short, signed by the
// journal's editors (never by a person the recipient may not know).
import type { BuiltInTexts } from './texts';

const regards = `With kind regards,
The editors of {{journal.title}}`;

// A block tag on its own line leaves no trace in the letter.
const reviewsBelow = (intro: string) => `{{#if reviews}}
${intro}

{{reviews}}

{{/if}}
`;

export const en: BuiltInTexts = {
  submission_acknowledgement: {
    subject: 'We have received your submission to {{journal.title}}',
    body: `Dear {{recipient.name}},

Thank you for submitting "{{manuscript.title}}" to {{journal.title}}. Your manuscript has been received as number {{manuscript.id}}; please quote it in any correspondence.

An editor will look at it shortly. We will write to you as soon as there is a first decision, and we may contact you if we need anything further. You can follow its progress in the panel:
{{link}}

Thank you for considering {{journal.title}} for your work.

${regards}`,
  },
  reviewer_invitation: {
    subject: 'Invitation to review for {{journal.title}}: "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

We would like to invite you to review the manuscript "{{manuscript.title}}", submitted to {{journal.title}}. Given your expertise, we believe you would be an excellent reviewer for it.

Please let us know whether you can take it on:
Accept: {{accept_link}}
Decline: {{decline_link}}

We would be grateful to receive your review by {{due_date}}. The manuscript and the review form are in the panel:
{{link}}

If you cannot review it this time, we would welcome the name of a colleague who could.

Thank you for considering our request.

${regards}`,
  },
  invitation_reminder: {
    subject: 'Reminder: invitation to review "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

A few days ago we invited you to review "{{manuscript.title}}" for {{journal.title}}, and we have not yet heard from you. Could you let us know whether you are able to review it?
Accept: {{accept_link}}
Decline: {{decline_link}}

The review would be due by {{due_date}}. If you cannot help this time, please decline, so that we can invite another reviewer without delay.

${regards}`,
  },
  review_reminder_before: {
    subject: 'Your review for {{journal.title}} is due on {{due_date}}',
    body: `Dear {{recipient.name}},

This is a friendly reminder that your review of "{{manuscript.title}}" for {{journal.title}} is due on {{due_date}}. You can write and submit it in the panel:
{{link}}

If you need more time, please let us know.

Thank you for your help.

${regards}`,
  },
  review_reminder_overdue: {
    subject: 'Your review of "{{manuscript.title}}" is overdue',
    body: `Dear {{recipient.name}},

Your review of "{{manuscript.title}}" for {{journal.title}} was due on {{due_date}}. The authors are waiting for our decision, so we would be grateful to receive it as soon as you can:
{{link}}

If something prevents you from completing the review, please let us know, so that we can make other arrangements.

${regards}`,
  },
  review_thank_you: {
    subject: 'Thank you for your review',
    body: `Dear {{recipient.name}},

Thank you for completing your review of "{{manuscript.title}}" for {{journal.title}}. We are grateful for the time and expertise you have given; the editors have taken your comments into account in their decision.

We hope to have the opportunity to work with you again.

${regards}`,
  },
  decision_accept: {
    subject: 'Your manuscript has been accepted for publication in {{journal.title}}',
    body: `Dear {{recipient.name}},

We are pleased to tell you that "{{manuscript.title}}" has been accepted for publication in {{journal.title}}.

${reviewsBelow("The reviewers' comments:")}We will be in touch about the next steps towards publication; you can follow them in the panel:
{{link}}

Congratulations, and thank you for choosing {{journal.title}} for your work.

${regards}`,
  },
  decision_minor_revisions: {
    subject: 'Minor revisions requested: "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

Your manuscript "{{manuscript.title}}" has been reviewed for {{journal.title}}. We are glad to tell you that it can be accepted for publication after minor revisions that address the reviewers' comments below.

Please upload your revised manuscript, with a short note on the changes you have made, by {{due_date}}:
{{link}}

${reviewsBelow("The reviewers' comments:")}We look forward to receiving your revised manuscript.

${regards}`,
  },
  decision_major_revisions: {
    subject: 'Major revisions requested: "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

Your manuscript "{{manuscript.title}}" has been reviewed for {{journal.title}}. The reviewers have raised substantial points, and we cannot accept it in its present form. We would, however, welcome a revised version that addresses their comments in full; it may be sent out for another round of review.

Please upload the revised manuscript by {{due_date}}, with a response explaining, point by point, how you have dealt with each comment:
{{link}}

${reviewsBelow("The reviewers' comments:")}We look forward to receiving your revised manuscript.

${regards}`,
  },
  decision_reject: {
    subject: 'Decision on your manuscript "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

Thank you for submitting "{{manuscript.title}}" to {{journal.title}}. After careful consideration of the reviewers' reports, we regret that we are unable to accept it for publication.

${reviewsBelow("The reviewers' comments are below; we hope you will find them useful.")}Thank you for considering {{journal.title}}. You are free to submit your work elsewhere.

${regards}`,
  },
  decision_desk_decline: {
    subject: 'Decision on your submission "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

Thank you for submitting "{{manuscript.title}}" to {{journal.title}}. The editors have read it and concluded that it is not a good fit for the journal, so it will not be sent out for review. This decision is not a judgement on the quality of your work, and we hope you will find a more suitable home for it elsewhere.

${regards}`,
  },
  revision_reminder: {
    subject: 'Reminder: your revised manuscript is due on {{due_date}}',
    body: `Dear {{recipient.name}},

This is a reminder that the revised version of "{{manuscript.title}}" is due on {{due_date}}. You can upload it, with your response to the reviewers, in the panel:
{{link}}

If you need more time, please let us know before that date.

${regards}`,
  },
  handling_editor_assigned: {
    subject: 'You are the handling editor of "{{manuscript.title}}"',
    body: `Dear {{recipient.name}},

You have been named the handling editor of manuscript {{manuscript.id}}, "{{manuscript.title}}" by {{author.name}}, submitted to {{journal.title}}. Please look at it in the panel, invite reviewers and, once their reports are in, record your recommendation for the editor-in-chief:
{{link}}

Thank you.

${regards}`,
  },
};

// The letters Colophon ships in German: formal "Sie", a neutral greeting
// ("Guten Tag"), signed by the journal's editorial office.
import type { BuiltInTexts } from './texts';

const regards = `Mit freundlichen Grüßen
Die Redaktion von {{journal.title}}`;

// A block tag on its own line leaves no trace in the letter.
const reviewsBelow = (intro: string) => `{{#if reviews}}
${intro}

{{reviews}}

{{/if}}
`;

export const de: BuiltInTexts = {
  submission_acknowledgement: {
    subject: 'Ihre Einreichung bei {{journal.title}} ist eingegangen',
    body: `Guten Tag {{recipient.name}},

vielen Dank, dass Sie „{{manuscript.title}}“ bei {{journal.title}} eingereicht haben. Ihr Manuskript ist unter der Nummer {{manuscript.id}} eingegangen; bitte geben Sie diese Nummer in Ihrer Korrespondenz an.

Eine Redakteurin oder ein Redakteur wird es in Kürze sichten. Sobald eine erste Entscheidung vorliegt, schreiben wir Ihnen; falls wir weitere Angaben benötigen, melden wir uns. Den Stand können Sie jederzeit im Panel verfolgen:
{{link}}

Vielen Dank, dass Sie {{journal.title}} für Ihre Arbeit gewählt haben.

${regards}`,
  },
  reviewer_invitation: {
    subject: 'Einladung zur Begutachtung für {{journal.title}}: „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

wir möchten Sie einladen, das bei {{journal.title}} eingereichte Manuskript „{{manuscript.title}}“ zu begutachten. Angesichts Ihrer Expertise wären Sie dafür aus unserer Sicht hervorragend geeignet.

Bitte teilen Sie uns mit, ob Sie die Begutachtung übernehmen können:
Annehmen: {{accept_link}}
Ablehnen: {{decline_link}}

Wir wären Ihnen dankbar, wenn uns Ihr Gutachten bis zum {{due_date}} vorläge. Das Manuskript und das Gutachtenformular finden Sie im Panel:
{{link}}

Falls Sie diesmal keine Zeit haben, freuen wir uns über den Namen einer Kollegin oder eines Kollegen, die oder der die Begutachtung übernehmen könnte.

Vielen Dank, dass Sie unsere Anfrage prüfen.

${regards}`,
  },
  invitation_reminder: {
    subject: 'Erinnerung: Einladung zur Begutachtung von „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

vor einigen Tagen haben wir Sie eingeladen, „{{manuscript.title}}“ für {{journal.title}} zu begutachten, und bisher keine Antwort erhalten. Könnten Sie uns mitteilen, ob Sie die Begutachtung übernehmen können?
Annehmen: {{accept_link}}
Ablehnen: {{decline_link}}

Das Gutachten wäre bis zum {{due_date}} fällig. Wenn Sie diesmal nicht helfen können, lehnen Sie bitte ab, damit wir ohne Verzögerung jemand anderen einladen können.

${regards}`,
  },
  review_reminder_before: {
    subject: 'Ihr Gutachten für {{journal.title}} ist am {{due_date}} fällig',
    body: `Guten Tag {{recipient.name}},

wir möchten Sie freundlich daran erinnern, dass Ihr Gutachten zu „{{manuscript.title}}“ für {{journal.title}} am {{due_date}} fällig ist. Sie können es im Panel schreiben und einreichen:
{{link}}

Wenn Sie mehr Zeit benötigen, geben Sie uns bitte Bescheid.

Vielen Dank für Ihre Unterstützung.

${regards}`,
  },
  review_reminder_overdue: {
    subject: 'Ihr Gutachten zu „{{manuscript.title}}“ ist überfällig',
    body: `Guten Tag {{recipient.name}},

Ihr Gutachten zu „{{manuscript.title}}“ für {{journal.title}} war am {{due_date}} fällig. Da die Autorinnen und Autoren auf unsere Entscheidung warten, wären wir Ihnen dankbar, wenn Sie es so bald wie möglich einreichen könnten:
{{link}}

Falls Sie etwas daran hindert, die Begutachtung abzuschließen, lassen Sie es uns bitte wissen, damit wir anders planen können.

${regards}`,
  },
  review_thank_you: {
    subject: 'Vielen Dank für Ihr Gutachten',
    body: `Guten Tag {{recipient.name}},

vielen Dank, dass Sie Ihr Gutachten zu „{{manuscript.title}}“ für {{journal.title}} abgeschlossen haben. Wir wissen die Zeit und die Sachkenntnis, die Sie eingebracht haben, sehr zu schätzen; die Redaktion hat Ihre Anmerkungen in ihre Entscheidung einbezogen.

Wir würden uns freuen, auch künftig mit Ihnen zusammenzuarbeiten.

${regards}`,
  },
  decision_accept: {
    subject: 'Ihr Manuskript wurde zur Veröffentlichung in {{journal.title}} angenommen',
    body: `Guten Tag {{recipient.name}},

wir freuen uns, Ihnen mitteilen zu können, dass „{{manuscript.title}}“ zur Veröffentlichung in {{journal.title}} angenommen wurde.

${reviewsBelow('Die Anmerkungen der Gutachterinnen und Gutachter:')}Über die nächsten Schritte bis zur Veröffentlichung informieren wir Sie in Kürze; Sie können sie im Panel verfolgen:
{{link}}

Herzlichen Glückwunsch, und vielen Dank, dass Sie {{journal.title}} für Ihre Arbeit gewählt haben.

${regards}`,
  },
  decision_minor_revisions: {
    subject: 'Kleinere Überarbeitung erbeten: „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

Ihr Manuskript „{{manuscript.title}}“ wurde für {{journal.title}} begutachtet. Wir freuen uns, Ihnen mitteilen zu können, dass es nach einer kleineren Überarbeitung, die die unten stehenden Anmerkungen der Gutachterinnen und Gutachter berücksichtigt, angenommen werden kann.

Bitte laden Sie die überarbeitete Fassung mit einer kurzen Notiz zu Ihren Änderungen bis zum {{due_date}} hoch:
{{link}}

${reviewsBelow('Die Anmerkungen der Gutachterinnen und Gutachter:')}Wir freuen uns auf Ihre überarbeitete Fassung.

${regards}`,
  },
  decision_major_revisions: {
    subject: 'Größere Überarbeitung erbeten: „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

Ihr Manuskript „{{manuscript.title}}“ wurde für {{journal.title}} begutachtet. Die Gutachterinnen und Gutachter haben wesentliche Punkte angesprochen, sodass wir es in der vorliegenden Form nicht annehmen können. Eine überarbeitete Fassung, die auf alle Anmerkungen eingeht, ist uns jedoch willkommen; sie wird möglicherweise erneut begutachtet.

Bitte laden Sie die überarbeitete Fassung bis zum {{due_date}} hoch, zusammen mit einer Stellungnahme, die Punkt für Punkt erläutert, wie Sie mit jeder Anmerkung umgegangen sind:
{{link}}

${reviewsBelow('Die Anmerkungen der Gutachterinnen und Gutachter:')}Wir freuen uns auf Ihre überarbeitete Fassung.

${regards}`,
  },
  decision_reject: {
    subject: 'Entscheidung zu Ihrem Manuskript „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

vielen Dank, dass Sie „{{manuscript.title}}“ bei {{journal.title}} eingereicht haben. Nach sorgfältiger Prüfung der Gutachten müssen wir Ihnen leider mitteilen, dass wir es nicht zur Veröffentlichung annehmen können.

${reviewsBelow('Die Anmerkungen der Gutachterinnen und Gutachter finden Sie unten; wir hoffen, dass sie Ihnen nützlich sind.')}Vielen Dank für Ihr Interesse an {{journal.title}}. Es steht Ihnen frei, Ihre Arbeit anderweitig einzureichen.

${regards}`,
  },
  decision_desk_decline: {
    subject: 'Entscheidung zu Ihrer Einreichung „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

vielen Dank, dass Sie „{{manuscript.title}}“ bei {{journal.title}} eingereicht haben. Die Redaktion hat das Manuskript gelesen und ist zu dem Schluss gekommen, dass es nicht zum Profil der Zeitschrift passt; es wird daher nicht zur Begutachtung gegeben. Diese Entscheidung ist kein Urteil über die Qualität Ihrer Arbeit, und wir hoffen, dass Sie eine passendere Zeitschrift dafür finden.

${regards}`,
  },
  revision_reminder: {
    subject: 'Erinnerung: Ihre überarbeitete Fassung ist am {{due_date}} fällig',
    body: `Guten Tag {{recipient.name}},

wir möchten Sie daran erinnern, dass die überarbeitete Fassung von „{{manuscript.title}}“ am {{due_date}} fällig ist. Sie können sie zusammen mit Ihrer Stellungnahme zu den Gutachten im Panel hochladen:
{{link}}

Wenn Sie mehr Zeit benötigen, geben Sie uns bitte vor diesem Datum Bescheid.

${regards}`,
  },
  handling_editor_assigned: {
    subject: 'Sie betreuen „{{manuscript.title}}“',
    body: `Guten Tag {{recipient.name}},

Sie wurden zur betreuenden Redakteurin bzw. zum betreuenden Redakteur des Manuskripts {{manuscript.id}}, „{{manuscript.title}}“ von {{author.name}}, eingereicht bei {{journal.title}}, ernannt. Bitte sehen Sie es sich im Panel an, laden Sie Gutachterinnen und Gutachter ein und geben Sie, sobald die Gutachten vorliegen, Ihre Empfehlung für die Chefredaktion ab:
{{link}}

Vielen Dank.

${regards}`,
  },
};

// Interessenkonflikte: die von den Autoren vorgeschlagenen oder ausgeschlossenen
// Gutachter und die Konflikte, die eine Einladung ohne Begründung verhindern.
import type { enConflict } from '../en/conflict';

export const deConflict: Record<keyof typeof enConflict, string> = {
  'conflict.nameRequired': 'Geben Sie den Namen der Gutachterin bzw. des Gutachters ein',
  'conflict.nameTooLong': 'Der Name darf nicht länger als {{max}} Zeichen sein',
  'conflict.emailRequired': 'Geben Sie die E-Mail-Adresse der Gutachterin bzw. des Gutachters ein',
  'conflict.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'conflict.reasonRequired': 'Begründen Sie, warum diese Person ausgeschlossen werden soll',
  'conflict.reasonTooLong': 'Die Begründung darf nicht länger als {{max}} Zeichen sein',
  'conflict.maxSuggested': 'Schlagen Sie höchstens {{max}} Gutachter vor',
  'conflict.maxExcluded': 'Schließen Sie höchstens {{max}} Gutachter aus',
  'conflict.duplicateEmail': 'Diese E-Mail-Adresse steht bereits in der Liste',
  'conflict.suggestedAndExcluded':
    'Dieselbe Person kann nicht zugleich vorgeschlagen und ausgeschlossen werden',
  'conflict.overrideRequired':
    '{{name}} hat einen Interessenkonflikt mit diesem Manuskript: Begründen Sie, warum Sie trotzdem einladen',
  'conflict.sameInstitution':
    '{{name}} gehört derselben Einrichtung an wie eine Autorin bzw. ein Autor ({{detail}})',
  'conflict.coAuthor':
    '{{name}} hat mit einer Autorin bzw. einem Autor publiziert oder eingereicht ({{detail}})',
  'conflict.excludedByAuthor': 'Die Autoren haben gebeten, {{name}} auszuschließen: {{detail}}',
  'conflict.excludedByAuthorNoReason': 'Die Autoren haben gebeten, {{name}} auszuschließen',
  'conflict.manuscriptEditor': '{{name}} ist Herausgeberin bzw. Herausgeber dieses Manuskripts',
};

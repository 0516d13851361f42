// A journal's review form and the answers of a review (review-forms.ts).
import type { enReviewForm } from '../en/review-form';

export const deReviewForm: Record<keyof typeof enReviewForm, string> = {
  'reviewForm.notAllowed':
    'Nur Administratoren und die Chefredakteure der Zeitschrift dürfen ihr Gutachtenformular ändern',
  'reviewForm.tooManyQuestions': 'Ein Gutachtenformular darf höchstens {{max}} Fragen haben',
  'reviewForm.idInvalid':
    'Der Schlüssel einer Frage beginnt mit einem Buchstaben und enthält nur Kleinbuchstaben, Ziffern und Unterstriche (höchstens 40)',
  'reviewForm.idDuplicate': 'Zwei Fragen haben denselben Schlüssel',
  'reviewForm.kindInvalid': 'Wählen Sie die Art der Frage: Text, Einfachauswahl oder Skala',
  'reviewForm.audienceInvalid':
    'Wählen Sie, wer die Antwort liest: die Autorinnen und Autoren oder nur die Redaktion',
  'reviewForm.requiredInvalid': 'Geben Sie an, ob eine Antwort verpflichtend ist',
  'reviewForm.labelRequired': 'Geben Sie die Frage ein',
  'reviewForm.labelTooLong': 'Die Frage darf höchstens {{max}} Zeichen lang sein',
  'reviewForm.helpTooLong': 'Der Hilfetext darf höchstens {{max}} Zeichen lang sein',
  'reviewForm.optionsCount': 'Eine Einfachauswahl braucht {{min}} bis {{max}} Optionen',
  'reviewForm.optionRequired': 'Geben Sie den Text der Option ein',
  'reviewForm.optionTooLong': 'Eine Option darf höchstens {{max}} Zeichen lang sein',
  'reviewForm.optionsDuplicate': 'Diese Option steht schon in der Liste',
  'reviewForm.scaleMinInvalid': 'Eine Skala beginnt bei 0 oder 1',
  'reviewForm.scaleMaxInvalid': 'Eine Skala endet bei einer ganzen Zahl von {{min}} bis {{max}}',
  'reviewForm.scaleLabelTooLong': 'Die Beschriftung darf höchstens {{max}} Zeichen lang sein',
  'reviewForm.answerRequired': 'Beantworten Sie diese Frage',
  'reviewForm.answerTooLong': 'Die Antwort darf höchstens {{max}} Zeichen lang sein',
  'reviewForm.choiceInvalid': 'Wählen Sie eine der Optionen',
  'reviewForm.scaleInvalid': 'Wählen Sie einen Wert von {{min}} bis {{max}}',
  'reviewForm.formChanged':
    'Die Zeitschrift hat ihr Gutachtenformular geändert, während Sie geschrieben haben: Prüfen Sie die Fragen in ihrer jetzigen Form und senden Sie erneut',
  'reviewForm.noForm':
    'Diese Zeitschrift hat kein Gutachtenformular: Senden Sie das Gutachten ohne Antworten',
};

// A journal's review form and the answers of a review (review-forms.ts).
export const enReviewForm = {
  'reviewForm.notAllowed':
    "Only administrators and the journal's editors-in-chief may change its review form",
  'reviewForm.tooManyQuestions': 'A review form may have at most {{max}} questions',
  'reviewForm.idInvalid':
    "A question's key starts with a letter and holds only small letters, digits and underscores (at most 40)",
  'reviewForm.idDuplicate': 'Two questions have the same key',
  'reviewForm.kindInvalid': 'Choose the kind of question: text, single choice or scale',
  'reviewForm.audienceInvalid': 'Choose who reads the answer: the author, or the editors only',
  'reviewForm.requiredInvalid': 'Say whether an answer is required',
  'reviewForm.labelRequired': 'Enter the question',
  'reviewForm.labelTooLong': 'The question may not be longer than {{max}} characters',
  'reviewForm.helpTooLong': 'The help text may not be longer than {{max}} characters',
  'reviewForm.optionsCount': 'A single-choice question needs {{min}} to {{max}} options',
  'reviewForm.optionRequired': "Enter the option's text",
  'reviewForm.optionTooLong': 'An option may not be longer than {{max}} characters',
  'reviewForm.optionsDuplicate': 'This option is already on the list',
  'reviewForm.scaleMinInvalid': 'A scale starts at 0 or 1',
  'reviewForm.scaleMaxInvalid': 'A scale ends at a whole number from {{min}} to {{max}}',
  'reviewForm.scaleLabelTooLong': 'The label may not be longer than {{max}} characters',
  'reviewForm.answerRequired': 'Answer this question',
  'reviewForm.answerTooLong': 'The answer may not be longer than {{max}} characters',
  'reviewForm.choiceInvalid': 'Choose one of the options',
  'reviewForm.scaleInvalid': 'Choose a value from {{min}} to {{max}}',
  'reviewForm.formChanged':
    'The journal changed its review form while you were writing: check the questions as they are now and send again',
  'reviewForm.noForm': 'This journal has no review form: send the review without answers',
} as const;

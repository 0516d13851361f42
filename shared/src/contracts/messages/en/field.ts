// Messages any field may carry: `field` is the field's name, shown through the
// catalog's labels (labels.ts).
export const enField = {
  'field.required': 'The {{field}} field is required',
  'field.text': 'The {{field}} must be a text',
  'field.number': 'The {{field}} must be a number',
  'field.integer': 'The {{field}} must be an integer',
  'field.min': 'The {{field}} must be at least {{min}}',
  'field.max': 'The {{field}} may not be greater than {{max}}',
  'field.maxLength': 'The {{field}} may not be greater than {{max}} characters',
  'field.boolean': 'The {{field}} field must be true or false',
  'field.booleanFilter': 'The {{field}} filter must be true or false',
  'field.oneOf': 'The {{field}} must be one of {{values}}',
  'field.textList': 'The {{field}} must be a list of texts',
  'field.blankItems': 'The {{field}} may not contain blank items',
  'field.itemMaxLength': 'Each of the {{field}} may not be greater than {{max}} characters',
  'field.maxItems': 'The {{field}} may not have more than {{max}} items',
} as const;

/** Short forms shown right beside the (labelled) field: renderMessage(text, lang, { brief: true }). */
export const enBrief = {
  'field.required': 'This field is required',
  'field.number': 'Must be a number',
  'field.integer': 'Must be a whole number',
  'field.min': 'Must be at least {{min}}',
  'field.max': 'Must be at most {{max}}',
  'field.maxLength': 'Must be at most {{max}} characters',
  'field.maxItems': 'At most {{max}} items',
} as const;

import { type BriefCatalog } from '../catalog-types';

// The field's label is quoted: one grammatical form fits every field.
export const deField = {
  'field.required': 'Das Feld „{{field}}“ ist erforderlich',
  'field.text': 'Das Feld „{{field}}“ muss ein Text sein',
  'field.number': 'Das Feld „{{field}}“ muss eine Zahl sein',
  'field.integer': 'Das Feld „{{field}}“ muss eine ganze Zahl sein',
  'field.min': 'Das Feld „{{field}}“ muss mindestens {{min}} sein',
  'field.max': 'Das Feld „{{field}}“ darf höchstens {{max}} sein',
  'field.maxLength': 'Das Feld „{{field}}“ darf höchstens {{max}} Zeichen lang sein',
  'field.boolean': 'Das Feld „{{field}}“ muss wahr oder falsch sein',
  'field.booleanFilter': 'Der Filter „{{field}}“ muss wahr oder falsch sein',
  'field.oneOf': 'Das Feld „{{field}}“ muss einer dieser Werte sein: {{values}}',
  'field.textList': 'Das Feld „{{field}}“ muss eine Liste von Texten sein',
  'field.blankItems': 'Das Feld „{{field}}“ darf keine leeren Einträge enthalten',
  'field.itemMaxLength':
    'Jeder Eintrag im Feld „{{field}}“ darf höchstens {{max}} Zeichen lang sein',
  'field.maxItems': 'Das Feld „{{field}}“ darf höchstens {{max}} Einträge haben',
} as const;

export const deBrief: BriefCatalog = {
  'field.required': 'Dieses Feld ist erforderlich',
  'field.number': 'Muss eine Zahl sein',
  'field.integer': 'Muss eine ganze Zahl sein',
  'field.min': 'Muss mindestens {{min}} sein',
  'field.max': 'Darf höchstens {{max}} sein',
  'field.maxLength': 'Höchstens {{max}} Zeichen',
  'field.maxItems': 'Höchstens {{max}} Einträge',
};

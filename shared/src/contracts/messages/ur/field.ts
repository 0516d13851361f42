import { type BriefCatalog } from '../catalog-types';

// The field's label is quoted: one grammatical form fits every field.
export const urField = {
  'field.required': 'خانہ "{{field}}" لازمی ہے',
  'field.text': 'خانہ "{{field}}" متن ہونا چاہیے',
  'field.number': 'خانہ "{{field}}" عدد ہونا چاہیے',
  'field.integer': 'خانہ "{{field}}" پورا عدد ہونا چاہیے',
  'field.min': 'خانہ "{{field}}" کم از کم {{min}} ہونا چاہیے',
  'field.max': 'خانہ "{{field}}" {{max}} سے زیادہ نہیں ہو سکتا',
  'field.maxLength': 'خانہ "{{field}}" {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'field.boolean': 'خانہ "{{field}}" ہاں یا نہیں ہونا چاہیے',
  'field.booleanFilter': 'فلٹر "{{field}}" ہاں یا نہیں ہونا چاہیے',
  'field.oneOf': 'خانہ "{{field}}" ان میں سے ایک ہونا چاہیے: {{values}}',
  'field.textList': 'خانہ "{{field}}" متون کی فہرست ہونا چاہیے',
  'field.blankItems': 'خانہ "{{field}}" میں خالی اندراجات نہیں ہو سکتے',
  'field.itemMaxLength': 'خانہ "{{field}}" کا ہر اندراج {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'field.maxItems': 'خانہ "{{field}}" میں {{max}} سے زیادہ اندراجات نہیں ہو سکتے',
} as const;

export const urBrief: BriefCatalog = {
  'field.required': 'یہ خانہ ضروری ہے',
  'field.number': 'عدد ہونا چاہیے',
  'field.integer': 'پورا عدد ہونا چاہیے',
  'field.min': 'کم از کم {{min}} ہونا چاہیے',
  'field.max': 'زیادہ سے زیادہ {{max}} ہو سکتا ہے',
  'field.maxLength': 'زیادہ سے زیادہ {{max}} حروف',
  'field.maxItems': 'زیادہ سے زیادہ {{max}} اندراجات',
};

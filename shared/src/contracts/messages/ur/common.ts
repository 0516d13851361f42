export const urCommon = {
  'common.idPositive': 'شناخت ایک مثبت پورا عدد ہونا چاہیے',
  'common.idRange': 'شناخت حد سے باہر ہے',
  'common.invalidValue': 'قدر درست نہیں۔',
  'common.invalidData': 'فراہم کردہ معلومات درست نہیں۔',
  'common.fieldNotAllowed': 'خانہ "{{name}}" کی اجازت نہیں۔',
  'common.andMoreError': '{{first}} (اور 1 مزید غلطی)',
  'common.andMoreErrors': '{{first}} (اور {{count}} مزید غلطیاں)',
  'common.fieldRequired': 'خانہ "{{field}}" لازمی ہے۔',
  'common.required': 'یہ خانہ لازمی ہے۔',
} as const;

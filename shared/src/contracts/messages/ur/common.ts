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
  'common.idempotencyKeyInvalid': 'Idempotency-Key ہیڈر 1 سے 255 نظر آنے والے حروف کا ہونا چاہیے۔',
  'common.idempotencyKeyReused':
    'یہ Idempotency-Key پہلے ہی کسی دوسری درخواست کے لیے استعمال ہو چکی ہے۔ نئی درخواست کے لیے نئی کلید بھیجیں۔',
  'common.idempotencyKeyInProgress':
    'اس Idempotency-Key والی درخواست ابھی زیرِ عمل ہے۔ کچھ دیر بعد دوبارہ کوشش کریں۔',
  'common.unauthorized': 'آپ کو یہ کام کرنے کی اجازت نہیں۔',
  'common.unauthenticated': 'آپ سائن اِن نہیں ہیں۔',
  'common.notFound': 'نہیں ملا',
  'common.conflict': 'تصادم',
  'common.tooManyAttempts': 'بہت زیادہ کوششیں۔',
  'common.badRequest': 'غلط درخواست',
} as const;

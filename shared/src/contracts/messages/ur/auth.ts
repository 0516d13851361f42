export const urAuth = {
  'auth.email': 'براہِ کرم درست ای میل ایڈریس درج کریں',
  'auth.passwordMin': 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
  'auth.passwordMax': 'پاس ورڈ 128 حروف سے زیادہ نہیں ہو سکتا',
  'auth.nameMin': 'نام کم از کم 2 حروف کا ہونا چاہیے',
  'auth.nameMax': 'نام 255 حروف سے زیادہ نہیں ہو سکتا',
  'auth.passwordsMismatch': 'پاس ورڈ آپس میں نہیں ملتے',
  'auth.invalidCredentials': 'ای میل یا پاس ورڈ غلط ہے',
  'auth.emailTaken': 'یہ ای میل پہلے سے استعمال میں ہے۔',
} as const;

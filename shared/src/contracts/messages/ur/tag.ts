export const urTag = {
  'tag.nameRequired': 'ٹیگ کا نام لازمی ہے',
  'tag.nameTaken': 'اس نام کا ٹیگ پہلے سے موجود ہے',
  'tag.colorInvalid': 'رنگ ‎#1677ff جیسا ہیکس رنگ ہونا چاہیے',
  'tag.tagIds': 'ٹیگ شناختیں ٹیگ شناختوں کی فہرست ہونی چاہییں',
  'tag.tagsMissing': 'یہ ٹیگ موجود نہیں: {{ids}}',
  'tag.mergeTarget': 'وہ ٹیگ منتخب کریں جس میں ضم کرنا ہے',
  'tag.mergeSelf': 'ٹیگ کو اسی میں ضم نہیں کیا جا سکتا',
  'tag.mergeMissing': 'جس ٹیگ میں ضم کرنا ہے وہ موجود نہیں',
  'tag.filter': 'ٹیگ فلٹر ایک ٹیگ شناخت ہونا چاہیے',
  'search.queryRequired': 'تلاش کے لیے کچھ لکھیں',
  'search.typesInvalid':
    'اقسام journals, manuscripts, users, categories, tags کی کوما سے جدا فہرست ہونی چاہییں',
  'tag.notFound': 'ٹیگ نہیں ملا',
};

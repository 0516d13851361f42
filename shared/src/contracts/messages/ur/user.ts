export const urUser = {
  'user.emailFormat': 'ای میل کی غلط شکل',
  'user.orcid': 'غلط ORCID فارمیٹ (مثلاً 0000-0002-1825-0097)',
  'user.roleNames': 'کردار، کرداروں کے ناموں کی فہرست ہونے چاہییں',
  'user.unknownRole': 'منتخب کردار "{{name}}" درست نہیں۔',
  'user.deleteSelf': 'آپ اپنا اکاؤنٹ حذف نہیں کر سکتے۔',
  'user.alreadyDeleted': 'صارف پہلے ہی حذف ہو چکا ہے',
  'user.notDeleted': 'صارف حذف نہیں ہوا ہے',
  'user.notFound': 'صارف نہیں ملا',
} as const;

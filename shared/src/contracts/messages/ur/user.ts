export const urUser = {
  'user.emailFormat': 'ای میل کی غلط شکل',
  'user.orcid': 'غلط ORCID فارمیٹ (مثلاً 0000-0002-1825-0097)',
  'user.roleNames': 'کردار، کرداروں کے ناموں کی فہرست ہونے چاہییں',
  'user.unknownRole': 'منتخب کردار "{{name}}" درست نہیں۔',
} as const;

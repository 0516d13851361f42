export const urRemotes = {
  'remotes.unknownSection': 'نامعلوم حصہ',
  'remotes.unknownVersion': 'یہ ورژن ریلیز اسٹور میں موجود نہیں۔',
  'remotes.noCanary': 'ترقی دینے کے لیے کوئی کینری موجود نہیں۔',
  'remotes.nothingToRollBack': 'واپس جانے کے لیے کوئی سابقہ مستحکم ورژن موجود نہیں۔',
  'remotes.incompatible': 'یہ ریلیز موجودہ ہوسٹ میں نہیں چل سکتی',
  'remotes.incompatibleReason': 'یہ ریلیز موجودہ ہوسٹ میں نہیں چل سکتی: {{reason}}۔',
  'remotes.versionFormat': 'ورژن 1.2.3 جیسا ہونا چاہیے (اختیاری طور پر 1.2.3-rc.1)',
  'remotes.percentageInteger': 'فیصد پورا عدد ہونا چاہیے',
  'remotes.percentageRange': 'فیصد 0 اور 100 کے درمیان ہونا چاہیے',
  'remotes.sectionName': 'حصے کے نام میں صرف چھوٹے حروف، ہندسے اور خط فاصل ہو سکتے ہیں',
  'remotes.routePrefix': 'راستے کا سابقہ /journals جیسا ہوتا ہے',
} as const;

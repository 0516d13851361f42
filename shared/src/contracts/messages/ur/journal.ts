export const urJournal = {
  'journal.titleRequired': 'جریدے کا عنوان لازمی ہے',
  'journal.descriptionRequired': 'جریدے کی تفصیل لازمی ہے',
  'journal.issn': 'آئی ایس ایس این کی غلط شکل (مثلاً 1234-5678)',
  'journal.eIssn': 'ای-آئی ایس ایس این کی غلط شکل (مثلاً 1234-5678)',
  'journal.url': 'یو آر ایل کی غلط شکل (http:// یا https:// سے شروع ہونا چاہیے)',
  'journal.email': 'ای میل کی غلط شکل',
  'journal.categoryIds': 'زمروں کی شناختیں شناختوں کی فہرست ہونی چاہییں',
  'journal.activeNeedsActiveStatus':
    'صرف فعال حیثیت والا جریدہ نئی گذارشات قبول کر سکتا ہے: فعال کو بند کریں یا حیثیت کو فعال پر رکھیں',
} as const;

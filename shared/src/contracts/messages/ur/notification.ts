// اطلاعات: see ../en/notification.ts.
import { type enNotification } from '../en/notification';

export const urNotification: Record<keyof typeof enNotification, string> = {
  'notification.sentToReview': 'آپ کا مسودہ “{{title}}” ہم مرتبہ جائزے کے لیے بھیج دیا گیا ہے',
  'notification.revisionRequested': 'آپ کے مسودے “{{title}}” میں ترامیم کی درخواست کی گئی ہے',
  'notification.accepted': 'آپ کا مسودہ “{{title}}” منظور کر لیا گیا ہے',
  'notification.rejected': 'آپ کا مسودہ “{{title}}” منظور نہیں کیا گیا',
  'notification.published': 'آپ کا مسودہ “{{title}}” شائع ہو گیا ہے',
  'notification.reviewInvitation':
    'آپ کو “{{title}}” کا جائزہ لینے کی دعوت دی گئی ہے (آخری تاریخ {{due}})',
  'notification.reviewReminder': 'یاد دہانی: “{{title}}” کے جائزے کی آخری تاریخ {{due}} ہے',
  'notification.reviewOverdue':
    '“{{title}}” کا جائزہ مقررہ وقت سے تاخیر کا شکار ہے (آخری تاریخ {{due}} تھی)',
  'notification.submissionReceived': 'نئی جمع آوری: “{{title}}”',
  'notification.invitationAccepted': '{{reviewer}} نے “{{title}}” کے جائزے کی دعوت قبول کر لی',
  'notification.invitationDeclined': '{{reviewer}} نے “{{title}}” کے جائزے کی دعوت مسترد کر دی',
  'notification.reviewSubmitted': '{{reviewer}} نے “{{title}}” کا جائزہ جمع کرا دیا',
  'notification.revisionUploaded': '“{{title}}” کا نسخہ {{version}} اپ لوڈ کیا گیا',
  'notification.recommendationRecorded':
    '{{editor}} کی “{{title}}” کے لیے سفارش: {{recommendation}}',
  'notification.recommendation.accept': 'منظوری',
  'notification.recommendation.minorRevisions': 'معمولی ترامیم',
  'notification.recommendation.majorRevisions': 'بڑی ترامیم',
  'notification.recommendation.reject': 'نامنظوری',
  'notification.submissionAcknowledged': 'آپ کی تحریر “{{title}}” موصول ہو گئی ہے',
  'notification.revisionReminder': 'یاد دہانی: “{{title}}” کی نظرِ ثانی {{due}} تک جمع کرانی ہے',
  'notification.revisionOverdue':
    '“{{title}}” کی نظرِ ثانی {{due}} تک جمع کرانی تھی: براہِ کرم اسے جمع کرائیں یا مدیر کو لکھیں',
  'notification.invitationReminder': 'یاد دہانی: براہِ کرم “{{title}}” کے جائزے کی دعوت کا جواب دیں',
  'notification.discussionMessage': '“{{title}}” کے بارے میں گفتگو “{{subject}}” میں نیا پیغام',
  'notification.handlingEditorAssigned':
    '{{editor}} نے آپ کو “{{title}}” کا نگران مدیر مقرر کیا ہے',
  'notification.reviewOutcome': '“{{title}}” کا جائزہ لینے کا شکریہ۔ مدیر کا فیصلہ: {{decision}}',
  'notification.decision.requestRevisions': 'ترامیم کی درخواست',
  'notification.decision.accept': 'منظور',
  'notification.decision.reject': 'نامنظور',
  'notification.decision.decline': 'نامنظور',
  'notification.decision.publish': 'شائع',
  'notification.mail.detail.handlingEditorAssigned':
    'اب اس کا جائزہ آپ کی نگرانی میں ہے: جائزہ کاروں کو مدعو کریں، ان کے جائزوں پر نظر رکھیں اور مدیرِ اعلیٰ کے لیے اپنی سفارش درج کریں۔',
  'notification.mail.detail.reviewOutcome':
    'آپ کے جائزے نے مدیران کو یہ فیصلہ کرنے میں مدد دی۔ آپ کے وقت اور توجہ کا شکریہ۔',
  'notification.letter': 'مدیر کا خط',
  'notification.mail.greeting': 'السلام علیکم {{name}}،',
  'notification.mail.open': 'اسے Colophon میں کھولیں: {{url}}',
  'notification.mail.footer':
    'آپ کو یہ ای میل اس لیے موصول ہوئی کہ Colophon پر آپ کا اکاؤنٹ ہے۔ آپ کی اطلاعات پینل میں گھنٹی کے نیچے بھی موجود ہیں۔',
  'notification.canaryRolledBack':
    '{{section}} حصے کا کینری {{version}} خودکار طور پر واپس لے لیا گیا: {{rule}}',
  'notification.rule.errorRate': 'اس کی خرابی کی شرح نے رول آؤٹ پالیسی توڑ دی',
  'notification.rule.inp': 'اس کے تعاملات (INP) پالیسی کی اجازت سے زیادہ سست تھے',
  'notification.rule.lcp': 'اس کا لوڈ ہونا (LCP) پالیسی کی اجازت سے زیادہ سست تھا',
  'notification.mail.detail.canaryRolledBack':
    'اس کے صارفین اگلی بار صفحہ کھولنے پر مستحکم ورژن پر واپس ہوں گے۔ ریلیز اسکرین وہ اعداد دکھاتی ہے جن پر یہ فیصلہ ہوا۔',
  'notification.notFound': 'اطلاع نہیں ملی',
};

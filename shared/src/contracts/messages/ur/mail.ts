// The outbox and the mails Colophon writes itself (Urdu).
import type { enMail } from '../en/mail';

export const urMail: Record<keyof typeof enMail, string> = {
  'mail.notFound': 'ای میل نہیں ملی',
  'mail.panelInvalid': 'منتخب کریں کہ یہ پینل میں دکھائی دے یا نہیں',
  'mail.deliveryInvalid': 'فوراً، روزانہ خلاصہ یا بند میں سے ایک منتخب کریں',
  'mail.digest.subject': 'Colophon: آپ کا روزانہ خلاصہ ({{count}})',
  'mail.digest.intro': 'آپ کے پچھلے خلاصے کے بعد Colophon میں یہ ہوا:',
  'mail.digest.settings':
    'یہ خلاصہ آپ کو دن میں ایک بار بھیجا جاتا ہے۔ آپ تک کیا پہنچے اور کیسے، یہ ترتیبات ← اطلاعات میں منتخب کریں: {{url}}',
  'mail.verification.subject': 'اپنے ای میل پتے کی تصدیق کریں',
  'mail.verification.body': 'براہِ کرم یہ لنک کھول کر تصدیق کریں کہ {{email}} آپ کا پتہ ہے:',
  'mail.verification.validity':
    'یہ لنک {{hours}} گھنٹے تک کام کرے گا۔ اگر آپ نے اس کی درخواست نہیں کی تو اس پیغام کو نظرانداز کر دیں۔',
};

// کسی مسودے کی گفتگو: مدیران اور مصنفین یا کسی ایک جائزہ کار کے درمیان موضوعات، ان کے پیغامات اور فائلیں۔
import { type enDiscussion } from '../en/discussion';

export const urDiscussion: Record<keyof typeof enDiscussion, string> = {
  'discussion.kindInvalid': 'منتخب کریں کہ گفتگو کس سے ہے: مصنفین یا کوئی جائزہ کار',
  'discussion.subjectRequired': 'موضوع لازمی ہے',
  'discussion.subjectTooLong': 'موضوع {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'discussion.bodyRequired': 'پیغام لکھیں',
  'discussion.bodyTooLong': 'پیغام {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'discussion.invitationRequired': 'وہ جائزہ کار منتخب کریں جسے لکھنا ہے',
  'discussion.invitationInvalid': 'اس جائزہ کار کو اس مسودے کے جائزے کی دعوت نہیں دی گئی',
  'discussion.messageInvalid': 'پیغام اسی گفتگو کا ہونا چاہیے',
  'discussion.notFound': 'گفتگو نہیں ملی',
  'discussion.fileNotFound': 'فائل نہیں ملی',
  'discussion.closed': 'یہ گفتگو بند ہے: لکھنے کے لیے اسے دوبارہ کھولیں',
  'discussion.fileType': 'فائل PDF، DOC یا DOCX دستاویز ہونی چاہیے',
  'discussion.fileTooLarge': 'فائل {{max}} MB سے بڑی نہیں ہو سکتی',
  'discussion.fileTooLargeBytes': 'فائل {{max}} بائٹس سے بڑی نہیں ہو سکتی',
};

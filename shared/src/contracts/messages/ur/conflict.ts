// مفادات کا ٹکراؤ: وہ جائزہ کار جنہیں مصنفین تجویز کرتے ہیں یا خارج کرنے کو کہتے ہیں، اور وہ ٹکراؤ جو وجہ بتائے بغیر دعوت روک دیتے ہیں۔
import type { enConflict } from '../en/conflict';

export const urConflict: Record<keyof typeof enConflict, string> = {
  'conflict.nameRequired': 'جائزہ کار کا نام درج کریں',
  'conflict.nameTooLong': 'نام {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'conflict.emailRequired': 'جائزہ کار کا ای میل پتہ درج کریں',
  'conflict.emailInvalid': 'درست ای میل پتہ درج کریں',
  'conflict.reasonRequired': 'بتائیں کہ اس جائزہ کار کو کیوں خارج کیا جائے',
  'conflict.reasonTooLong': 'وجہ {{max}} حروف سے زیادہ نہیں ہو سکتی',
  'conflict.maxSuggested': 'زیادہ سے زیادہ {{max}} جائزہ کار تجویز کریں',
  'conflict.maxExcluded': 'زیادہ سے زیادہ {{max}} جائزہ کاروں کو خارج کرنے کا کہیں',
  'conflict.duplicateEmail': 'یہ ای میل پتہ فہرست میں پہلے سے موجود ہے',
  'conflict.suggestedAndExcluded': 'ایک ہی جائزہ کار تجویز کردہ اور خارج شدہ دونوں نہیں ہو سکتا',
  'conflict.overrideRequired':
    '{{name}} کا اس مسودے سے مفادات کا ٹکراؤ ہے: پھر بھی دعوت دینے کی وجہ بتائیں',
  'conflict.sameInstitution': '{{name}} کسی مصنف کے ادارے ہی سے وابستہ ہیں ({{detail}})',
  'conflict.coAuthor': '{{name}} کسی مصنف کے ساتھ اشاعت یا مسودہ جمع کرا چکے ہیں ({{detail}})',
  'conflict.excludedByAuthor': 'مصنفین نے {{name}} کو خارج کرنے کا کہا ہے: {{detail}}',
  'conflict.excludedByAuthorNoReason': 'مصنفین نے {{name}} کو خارج کرنے کا کہا ہے',
  'conflict.manuscriptEditor': '{{name}} اس مسودے کے مدیر ہیں',
};

// متبادل جائزہ کار: دعوت نامے کے فارم کی غلطیاں اور مدیروں کی اطلاعات۔
import type { enAlternate } from '../en/alternate';

export const urAlternate: Record<keyof typeof enAlternate, string> = {
  'alternate.tooMany': 'زیادہ سے زیادہ {{max}} متبادل جائزہ کار نامزد کریں',
  'alternate.duplicate':
    'ہر متبادل جائزہ کار کو صرف ایک بار نامزد کریں، اور مدعو جائزہ کار کو اس کا اپنا متبادل نہ بنائیں',
  'alternate.notAReviewer': 'متبادل نمبر {{position}} کے پاس جائزہ کار کا کردار نہیں ہے',
  'alternate.isAuthor': 'متبادل نمبر {{position}} اس مسودے کا مصنف ہے اور اس کا جائزہ نہیں لے سکتا',
  'alternate.alreadyInvited':
    'متبادل نمبر {{position}} کو موجودہ دور میں پہلے ہی مدعو کیا جا چکا ہے',
  'notification.alternateInvited':
    '{{previous}} کی جگہ {{reviewer}} کو متبادل جائزہ کار کے طور پر “{{title}}” کے جائزے کی دعوت دی گئی',
  'notification.alternatesExhausted':
    '“{{title}}” کے جائزے کے لیے {{previous}} کی جگہ کوئی متبادل باقی نہیں رہا: براہِ کرم کسی اور جائزہ کار کو مدعو کریں',
  'notification.mail.detail.alternateInvited':
    'جب کوئی دعوت نامہ مسترد ہو جائے یا جریدے کی مقررہ مدت میں اس کا جواب نہ آئے تو Colophon آپ کی فہرست کے اگلے متبادل جائزہ کار کو مدعو کرتا ہے۔ جائزے کے دور میں دیکھا جا سکتا ہے کہ کون ابھی منتظر ہے۔',
};

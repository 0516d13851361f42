// A journal's review form and the answers of a review (review-forms.ts).
import type { enReviewForm } from '../en/review-form';

export const urReviewForm: Record<keyof typeof enReviewForm, string> = {
  'reviewForm.notAllowed': 'جریدے کا جائزہ فارم صرف منتظمین اور جریدے کے مدیرانِ اعلیٰ بدل سکتے ہیں',
  'reviewForm.tooManyQuestions': 'جائزہ فارم میں زیادہ سے زیادہ {{max}} سوال ہو سکتے ہیں',
  'reviewForm.idInvalid':
    'سوال کی کلید کسی حرف سے شروع ہو اور اس میں صرف چھوٹے انگریزی حروف، ہندسے اور زیریں خط ہوں (زیادہ سے زیادہ 40)',
  'reviewForm.idDuplicate': 'دو سوالوں کی کلید ایک ہی ہے',
  'reviewForm.kindInvalid': 'سوال کی قسم چنیں: متن، ایک انتخاب یا پیمانہ',
  'reviewForm.audienceInvalid': 'چنیں کہ جواب کون پڑھے گا: مصنف، یا صرف مدیران',
  'reviewForm.requiredInvalid': 'بتائیں کہ جواب لازمی ہے یا نہیں',
  'reviewForm.labelRequired': 'سوال درج کریں',
  'reviewForm.labelTooLong': 'سوال {{max}} حروف سے لمبا نہیں ہو سکتا',
  'reviewForm.helpTooLong': 'وضاحتی متن {{max}} حروف سے لمبا نہیں ہو سکتا',
  'reviewForm.optionsCount': 'ایک انتخاب والے سوال کے لیے {{min}} سے {{max}} تک اختیارات درکار ہیں',
  'reviewForm.optionRequired': 'اختیار کا متن درج کریں',
  'reviewForm.optionTooLong': 'کوئی اختیار {{max}} حروف سے لمبا نہیں ہو سکتا',
  'reviewForm.optionsDuplicate': 'یہ اختیار فہرست میں پہلے سے موجود ہے',
  'reviewForm.scaleMinInvalid': 'پیمانہ 0 یا 1 سے شروع ہوتا ہے',
  'reviewForm.scaleMaxInvalid': 'پیمانہ {{min}} سے {{max}} تک کسی پورے عدد پر ختم ہوتا ہے',
  'reviewForm.scaleLabelTooLong': 'عنوان {{max}} حروف سے لمبا نہیں ہو سکتا',
  'reviewForm.answerRequired': 'اس سوال کا جواب دیں',
  'reviewForm.answerTooLong': 'جواب {{max}} حروف سے لمبا نہیں ہو سکتا',
  'reviewForm.choiceInvalid': 'اختیارات میں سے ایک چنیں',
  'reviewForm.scaleInvalid': '{{min}} سے {{max}} تک کوئی قدر چنیں',
  'reviewForm.formChanged':
    'آپ کے لکھنے کے دوران جریدے نے اپنا جائزہ فارم بدل دیا: موجودہ سوالات دیکھیں اور دوبارہ بھیجیں',
  'reviewForm.noForm': 'اس جریدے کا کوئی جائزہ فارم نہیں: جائزہ جوابات کے بغیر بھیجیں',
};

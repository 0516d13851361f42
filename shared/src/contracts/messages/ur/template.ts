// Letter templates: the editor's form and the merge fields' neutral words.
export const urTemplate = {
  'template.keyInvalid': 'خط کا ایسا کوئی سانچہ موجود نہیں',
  'template.localeInvalid': 'زبان en، ur یا de میں سے ایک ہونی چاہیے',
  'template.journalInvalid': 'جریدہ کسی جریدے کی شناخت ہونا چاہیے، یا پلیٹ فارم کے لیے خالی',
  'template.subjectRequired': 'موضوع لازمی ہے',
  'template.subjectTooLong': 'موضوع {{max}} حروف سے لمبا نہیں ہو سکتا',
  'template.subjectOneLine': 'موضوع ایک ہی سطر میں ہونا چاہیے',
  'template.bodyRequired': 'خط کا متن لازمی ہے',
  'template.bodyTooLong': 'خط کا متن {{max}} حروف سے لمبا نہیں ہو سکتا',
  'template.manuscriptRequired': 'خط کا پیش منظر دیکھنے کے لیے ایک مسودہ منتخب کریں',
  'template.unknownField': 'نامعلوم مرج فیلڈ {{name}}',
  'template.fieldNotInLetter': 'مرج فیلڈ {{name}} اس خط میں استعمال نہیں ہو سکتا',
  'template.unsupported':
    'یہاں صرف مرج فیلڈ اور if اور unless کے بلاک استعمال ہو سکتے ہیں، {{name}} نہیں',
  'template.syntax':
    'سطر {{line}} کے قریب متن پڑھا نہیں جا سکا: ہر مرج فیلڈ {{open}} اور {{close}} کے درمیان لکھیں',
  'template.manuscriptOtherJournal': 'اسی جریدے کا کوئی مسودہ منتخب کریں',
  'template.preview.reviews':
    'جائزہ کار 1\n\n(فیصلے کے ساتھ مصنف کو بھیجے گئے جائزوں کی آرا یہاں اسی طرح آئیں گی جیسے مصنف انہیں پڑھے گا۔)',
  'template.neutral.authors': 'مصنفین',
  'template.neutral.reviewer': 'جائزہ کار',
  'template.neutral.editors': 'مدیران',
};

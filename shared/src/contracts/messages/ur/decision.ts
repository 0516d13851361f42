// ادارتی فیصلے، سفارشات اور نگران مدیر۔
export const urDecision = {
  'decision.letterRequired': 'مصنف کے نام فیصلے کا خط لازمی ہے',
  'decision.letterTooLong': 'خط {{max}} حروف سے زیادہ نہیں ہو سکتا',
  'decision.notesRequired': 'اس فیصلے کے لیے مصنف کے لیے نوٹس لازمی ہیں',
  'decision.notesTooLong': 'نوٹس {{max}} حروف سے زیادہ نہیں ہو سکتے',
  'decision.reasonRequired': 'بتائیں کہ مکمل جائزے کے بغیر مسودہ کیوں قبول کیا جا رہا ہے',
  'decision.reasonTooLong': 'وجہ {{max}} حروف سے زیادہ نہیں ہو سکتی',
  'decision.decisionInvalid': 'فیصلہ ان میں سے ایک ہونا چاہیے: {{values}}',
  'decision.decisionNotAllowed': 'مسودہ {{status}} ہونے کی حالت میں یہ فیصلہ نہیں کیا جا سکتا',
  'decision.recommendationInvalid': 'سفارش ان میں سے ایک ہونی چاہیے: {{values}}',
  'decision.recommendationNotAllowed':
    'سفارش صرف اسی وقت درج ہو سکتی ہے جب مسودہ جائزے میں ہو یا نظرثانی شدہ ہو',
  'decision.publishedAtInvalid': 'اشاعت کی تاریخ درست ہونی چاہیے',
  'decision.handlingEditorInvalid': 'نگران مدیر کسی صارف کی شناخت یا خالی ہونا چاہیے',
  'decision.handlingEditorNotEditor':
    'نگران مدیر کے پاس associate-editor یا editor-in-chief کا کردار ہونا چاہیے',
  'decision.reviewReleaseInvalid':
    'ہر جائزہ اس دور کے جمع شدہ جائزے کی شناخت اور اسے بھیجنے یا نہ بھیجنے کے ساتھ دیا جائے',
  'decision.reviewNotInRound': 'جائزہ {{id}} موجودہ دور کا جمع شدہ جائزہ نہیں ہے',
  'team.memberInvalid': 'ہر رکن کسی صارف کی شناخت ہونا چاہیے',
  'team.notEditor': '{{name}} کے پاس {{role}} کا کردار نہیں ہے',
  'team.twice': '{{name}} دو بار درج ہے',
  'team.tooMany': 'ایک ٹیم میں ہر کردار کے زیادہ سے زیادہ {{max}} ارکان ہو سکتے ہیں',
  'decision.letterOnlyDecision':
    'مصنف کے نام خط صرف فیصلے کے ساتھ جاتا ہے؛ اس کے بجائے مدیران کے لیے نوٹ لکھیں',
  'decision.revisionKindInvalid': 'ترامیم کی نوعیت ان میں سے ایک ہونی چاہیے: {{values}}',
  'decision.revisionDueInvalid': 'نظرِ ثانی کی آخری تاریخ ایک تاریخ (YYYY-MM-DD) ہونی چاہیے',
  'decision.revisionDuePast': 'نظرِ ثانی کی آخری تاریخ ماضی میں نہیں ہو سکتی',
  'decision.revisionOnlyWithRevisions':
    'ترامیم کی نوعیت اور نظرِ ثانی کی آخری تاریخ صرف نظرِ ثانی کی درخواست کے ساتھ دی جا سکتی ہے',
  'decision.letterDecisionInvalid': 'فیصلہ ان میں سے ایک ہونا چاہیے: {{values}}',
  'decision.letterLocaleInvalid': 'زبان ان میں سے ایک ہونی چاہیے: {{values}}',
  'decision.letterReviewer': 'مبصر {{n}}',
} as const;

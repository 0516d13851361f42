import type { enTrackRecord } from '../en/track-record';

export const urTrackRecord: Record<keyof typeof enTrackRecord, string> = {
  'trackRecord.ratingRange': '{{min}} سے {{max}} ستاروں تک درجہ بندی منتخب کریں',
  'trackRecord.notSubmitted': 'صرف جمع کرائے گئے جائزے کی درجہ بندی کی جا سکتی ہے',
  'trackRecord.notAllowed':
    'مسودے کے جائزوں کی درجہ بندی صرف وہ مدیران کر سکتے ہیں جو یہ مسودہ سنبھال رہے ہیں',
  'trackRecord.reviewNotFound': 'جائزہ نہیں ملا',
  'trackRecord.maxOpenRange':
    'کھلے جائزوں کی {{min}} سے {{max}} تک پوری تعداد درج کریں، یا کوئی حد نہ رکھنے کے لیے خالی چھوڑ دیں',
};

import { type enCorrespondence } from '../en/correspondence';

export const urCorrespondence: Record<keyof typeof enCorrespondence, string> = {
  'correspondence.dayRange': '{{min}} سے {{max}} تک دنوں کی پوری تعداد درج کریں',
  'correspondence.countRange': '{{min}} سے {{max}} تک پوری تعداد درج کریں',
  'correspondence.notAllowed':
    'جریدے کی یاد دہانیاں صرف منتظمین اور جریدے کے مدیرانِ اعلیٰ بدل سکتے ہیں',
};

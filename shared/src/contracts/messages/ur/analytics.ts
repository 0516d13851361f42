// ادارتی اعداد و شمار: مدت اور رپورٹ کے فلٹروں کی غلطیاں۔
import type { enAnalytics } from '../en/analytics';

export const urAnalytics: Record<keyof typeof enAnalytics, string> = {
  'analytics.from': 'پہلا مہینہ YYYY-MM کی صورت میں لکھیں، مثلاً 2026-03',
  'analytics.to': 'آخری مہینہ YYYY-MM کی صورت میں لکھیں، مثلاً 2026-03',
  'analytics.year': 'سال 2000 اور 2100 کے درمیان ہونا چاہیے',
  'analytics.toBeforeFrom': 'آخری مہینہ پہلے مہینے سے پہلے نہیں ہو سکتا',
  'analytics.tooManyMonths': 'زیادہ سے زیادہ {{max}} مہینوں کی مدت منتخب کریں',
};

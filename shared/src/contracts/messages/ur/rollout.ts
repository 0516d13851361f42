// رول آؤٹ پالیسی: پالیسی فارم کی غلطیاں۔
import type { enRollout } from '../en/rollout';

export const urRollout: Record<keyof typeof enRollout, string> = {
  'rollout.windowMinutes': 'مدت 1 سے 1440 تک مکمل منٹوں میں ہونی چاہیے',
  'rollout.minSessions': 'نمونہ 1 سے 1,000,000 تک مکمل سیشنوں میں ہونا چاہیے',
  'rollout.maxErrorRate': 'غلطی کی شرح 0 سے 100 % تک ہونی چاہیے',
  'rollout.errorRatio': 'مستحکم ورژن سے تناسب 1 سے 100 تک کا عدد ہونا چاہیے',
  'rollout.regressionMs': 'سست روی 0 سے 60,000 تک مکمل ملی سیکنڈ میں ہونی چاہیے',
  'rollout.promoteAfter': 'آزمائشی مدت 1 سے 10,080 تک مکمل منٹوں میں ہونی چاہیے',
  'rollout.chartMinutes': 'مدت 5 سے 10,080 تک مکمل منٹوں میں ہونی چاہیے',
  'rollout.boolean': 'آن یا آف منتخب کریں',
  'rollout.apiContract':
    'اس ریلیز کو API معاہدہ {{required}} درکار ہے، اور چلتا ہوا API {{served}} فراہم کرتا ہے۔',
};

// Word lists and the category tree of the content seed (deterministic, no faker per row).
import type { Rng } from './rng';

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;
export const between = (rng: Rng, min: number, max: number) =>
  min + Math.floor(rng() * (max - min + 1));
export function pickSome<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, between(rng, min, max));
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return chosen;
}

/** Three levels: field → discipline → speciality. */
export const CATEGORY_TREE: [string, [string, string[]][]][] = [
  [
    'Natural Sciences',
    [
      ['Physics', ['Quantum Physics', 'Optics', 'Astrophysics']],
      ['Chemistry', ['Organic Chemistry', 'Materials Chemistry']],
      ['Biology', ['Molecular Biology', 'Ecology', 'Neuroscience']],
    ],
  ],
  [
    'Engineering & Technology',
    [
      [
        'Computer Science',
        ['Machine Learning', 'Distributed Systems', 'Human-Computer Interaction'],
      ],
      ['Electrical Engineering', ['Power Systems', 'Signal Processing']],
      ['Civil Engineering', ['Urban Planning', 'Structural Engineering']],
    ],
  ],
  [
    'Medicine & Health',
    [
      ['Public Health', ['Epidemiology', 'Global Health']],
      ['Clinical Medicine', ['Cardiology', 'Oncology']],
    ],
  ],
  [
    'Social Sciences',
    [
      ['Economics', ['Development Economics', 'Behavioural Economics']],
      ['Sociology', ['Urban Sociology', 'Migration Studies']],
      ['Education', ['Higher Education', 'Language Learning']],
    ],
  ],
  [
    'Humanities',
    [
      ['History', ['Medieval History', 'History of Science']],
      ['Linguistics', ['Sociolinguistics', 'Computational Linguistics']],
      ['Philosophy', ['Philosophy of Mind', 'Ethics']],
    ],
  ],
];

export const JOURNAL_SUBJECTS = [
  'Machine Learning',
  'Quantum Physics',
  'Molecular Biology',
  'Climate Science',
  'Public Health',
  'Development Economics',
  'Medieval History',
  'Computational Linguistics',
  'Neuroscience',
  'Materials Chemistry',
  'Urban Planning',
  'Epidemiology',
  'Signal Processing',
  'Ecology',
  'Philosophy of Mind',
  'Higher Education',
  'Astrophysics',
  'Oncology',
  'Migration Studies',
  'Distributed Systems',
  'Power Systems',
  'Cardiology',
  'Behavioural Economics',
  'Optics',
  'Structural Engineering',
  'Global Health',
  'Sociolinguistics',
  'Ethics',
  'History of Science',
  'Human-Computer Interaction',
];
export const JOURNAL_PREFIXES = [
  'Journal of',
  'International Journal of',
  'Annals of',
  'Review of',
  'Advances in',
  'Letters in',
];
export const PUBLISHERS = [
  'Colophon Press',
  'Meridian Academic',
  'Northgate Scientific',
  'Lahore University Press',
  'Rheinland Verlag',
  'Open Harbour',
];
export const COUNTRIES = [
  'United Kingdom',
  'Germany',
  'Pakistan',
  'United States',
  'Netherlands',
  'Canada',
  'India',
  'Switzerland',
];
export const INDEXES = [
  'Scopus',
  'Web of Science',
  'PubMed',
  'DOAJ',
  'Google Scholar',
  'ERIC',
  'JSTOR',
];
export const LANGUAGES = ['en', 'de', 'ur', 'fr', 'es'];

const ADJECTIVES = [
  'Scalable',
  'Robust',
  'Bayesian',
  'Longitudinal',
  'Comparative',
  'Adaptive',
  'Sparse',
  'Hierarchical',
  'Causal',
  'Multimodal',
  'Low-cost',
  'Interpretable',
  'Federated',
  'Spatial',
  'Dynamic',
];
const TOPICS = [
  'protein folding',
  'urban heat islands',
  'language acquisition',
  'graph neural networks',
  'monsoon variability',
  'vaccine uptake',
  'microfinance',
  'soil microbiomes',
  'quantum error correction',
  'medieval trade routes',
  'battery degradation',
  'peer review',
  'coral reef resilience',
  'sleep and memory',
  'wind turbine wakes',
  'migration networks',
  'antibiotic resistance',
  'dark matter halos',
  'code review',
  'food security',
];
const METHODS = [
  'transformers',
  'field experiments',
  'panel data',
  'agent-based models',
  'deep learning',
  'case studies',
  'randomised trials',
  'remote sensing',
  'simulation',
  'ethnography',
  'meta-analysis',
  'mixed methods',
];
const SETTINGS = [
  'in South Asia',
  'across Europe',
  'in low-income settings',
  'at scale',
  'in clinical practice',
  'in the Sahel',
  'under uncertainty',
  'in secondary schools',
  'in megacities',
  'over two decades',
];
const FINDINGS = [
  'improves accuracy by a wide margin',
  'reveals strong seasonal effects',
  'reduces costs substantially',
  'challenges a long-held assumption',
  'generalises to unseen settings',
  'depends on local institutions',
  'is robust to measurement error',
];
export const KEYWORDS = [
  'reproducibility',
  'open data',
  'machine learning',
  'climate',
  'policy',
  'health',
  'education',
  'networks',
  'statistics',
  'ethics',
  'sustainability',
  'genomics',
  'inequality',
  'simulation',
  'history',
  'language',
  'energy',
  'cities',
  'migration',
  'neuroscience',
];
export const FIRST_NAMES = [
  'Amina',
  'Jonas',
  'Priya',
  'Mateo',
  'Hannah',
  'Bilal',
  'Yuki',
  'Sofia',
  'Omar',
  'Lena',
  'Kwame',
  'Chen',
  'Fatima',
  'Lukas',
  'Ines',
  'Ravi',
  'Zara',
  'Noah',
  'Mei',
  'Hassan',
];
export const LAST_NAMES = [
  'Khan',
  'Müller',
  'Okafor',
  'Rossi',
  'Nakamura',
  'García',
  'Schmidt',
  'Iqbal',
  'Novak',
  'Haddad',
  'Silva',
  'Andersen',
  'Mensah',
  'Weber',
  'Ahmed',
  'Kowalski',
  'Dubois',
  'Patel',
  'Lindqvist',
  'Yilmaz',
];
export const INSTITUTIONS = [
  'University of Lahore',
  'Heidelberg University',
  'University College London',
  'ETH Zurich',
  'University of Toronto',
  'Aga Khan University',
  'TU Delft',
  'University of Nairobi',
  'McGill University',
  'LUMS',
];
/**
 * A review's title by its rating (1–5), so that a seeded review reads as one
 * report: its recommendation follows the rating too (content-peer-review.ts).
 */
export const REVIEW_TITLES_BY_RATING: readonly (readonly string[])[] = [
  ['Methodological concerns', 'Not convincing yet'],
  ['Methodological concerns', 'Not convincing yet'],
  ['Needs major revision', 'Promising but incomplete'],
  ['Minor issues only', 'Nearly there'],
  ['Solid contribution', 'Clear and well argued'],
];
export const REVIEW_TEXTS = [
  'The research question is relevant and the methods are appropriate. The discussion should address the limitations of the sample.',
  'The manuscript is well written. Please clarify the identification strategy and add robustness checks.',
  'An interesting study; however the related work section misses several key references and the results are overstated.',
  'The contribution is clear. Figures 2 and 3 need better labelling and the data availability statement is missing.',
];

export function manuscriptTitle(rng: Rng): string {
  return `${pick(rng, ADJECTIVES)} ${pick(rng, METHODS)} for ${pick(rng, TOPICS)} ${pick(rng, SETTINGS)}`.replace(
    /^./,
    (c) => c.toUpperCase(),
  );
}

export function manuscriptAbstract(rng: Rng, title: string): string {
  return `This paper studies ${title.toLowerCase()}. Using ${pick(rng, METHODS)} we show that the approach ${pick(rng, FINDINGS)}. We discuss implications for ${pick(rng, TOPICS)} and outline directions for future work.`;
}

// What the seeded reviewers work on: research areas and publication titles a
// real reviewer pool of a multidisciplinary publisher would show, spread so
// that every topic of the seeded manuscripts (./content-data.ts) has at
// least two people who know it, with the methods they use. Coastal ecologists and soil
// scientists are there too: a manuscript on salt-marsh carbon burial finds them.

export type Expertise = { department: string; areas: string[]; publications: string[] };

export const REVIEWER_EXPERTISE: Expertise[] = [
  {
    department: 'Department of Structural Biology',
    areas: ['Structural biology', 'Protein folding', 'Deep learning', 'Computational biology'],
    publications: [
      'Deep learning predicts protein folding pathways from sequence',
      'Transformers for protein structure prediction',
      'Graph neural networks for protein–ligand binding',
      'Molecular dynamics simulation of misfolded proteins',
      'Metagenomic binning of soil microbiomes with deep learning',
      'Antibiotic resistance mutations in bacterial membrane proteins',
    ],
  },
  {
    department: 'Department of Geography',
    areas: ['Urban climate', 'Urban heat islands', 'Remote sensing', 'Urban planning'],
    publications: [
      'Remote sensing of urban heat islands in South Asian megacities',
      'Green roofs and street trees against urban heat',
      'Land surface temperature trends in megacities over two decades',
      'Heat exposure, inequality and health in informal settlements',
      'Spatial models of energy demand in cities',
      'Monsoon rainfall and flooding in rapidly growing cities',
    ],
  },
  {
    department: 'Department of Linguistics',
    areas: ['Language acquisition', 'Sociolinguistics', 'Bilingualism', 'Ethnography'],
    publications: [
      'Second language acquisition in multilingual classrooms',
      'Code-switching among Urdu–English bilingual children',
      'Transformers as models of child language acquisition',
      'Language policy and education in South Asia',
      'An ethnography of language use in secondary schools',
      'Migration networks and heritage language maintenance',
    ],
  },
  {
    department: 'Department of Computer Science',
    areas: ['Machine learning', 'Graph neural networks', 'Network science', 'Interpretability'],
    publications: [
      'Scalable graph neural networks for dynamic networks',
      'Interpretable deep learning for clinical health records',
      'Graph neural networks for protein folding',
      'Graph neural network decoders for quantum error correction',
      'Benchmarking reproducibility in machine learning research',
      'Deep learning for automated code review',
      'Graph neural networks for dark matter halo catalogues',
    ],
  },
  {
    department: 'Department of Earth and Climate Sciences',
    areas: ['Climate science', 'Monsoon variability', 'Hydrology', 'Climate modelling'],
    publications: [
      'Monsoon variability and drought in South Asia over two decades',
      'Bayesian downscaling of climate model simulations',
      'Remote sensing of soil moisture in the Sahel',
      'Climate change and food security in low-income countries',
      'Wind turbine wakes and the local boundary-layer climate',
      'Marine heatwaves and coral reef resilience',
      'Carbon burial in floodplain and coastal sediments',
    ],
  },
  {
    department: 'School of Public Health',
    areas: ['Epidemiology', 'Vaccine uptake', 'Global health', 'Randomised trials'],
    publications: [
      'Vaccine uptake and hesitancy in low-income settings',
      'Randomised trials of text reminders for childhood vaccination',
      'Antibiotic resistance surveillance in clinical practice',
      'Meta-analysis of community health worker programmes',
      'Sleep duration and mental health in adolescents',
      'Microfinance groups as channels for health education',
    ],
  },
  {
    department: 'Department of Economics',
    areas: ['Development economics', 'Microfinance', 'Field experiments', 'Panel data'],
    publications: [
      'Microfinance and women’s enterprise: evidence from field experiments',
      'Panel data on household food security in the Sahel',
      'Cash incentives and vaccine uptake: a field experiment',
      'Randomised trials of unconditional cash transfers',
      'Inequality and credit markets in South Asia',
      'Medieval trade routes and market integration',
    ],
  },
  {
    department: 'Department of Soil Science',
    areas: ['Soil ecology', 'Soil microbiomes', 'Biogeochemistry', 'Carbon cycle'],
    publications: [
      'Soil microbiomes and carbon storage in agricultural land',
      'Metagenomics of soil microbial communities under drought',
      'Salt marsh sediments as long-term carbon sinks',
      'Nitrogen cycling and greenhouse gas emissions from wetlands',
      'Genomics of antibiotic resistance genes in soils',
      'Soil health and food security in smallholder farming',
    ],
  },
  {
    department: 'Department of Physics',
    areas: ['Quantum computing', 'Quantum error correction', 'Astrophysics', 'Dark matter'],
    publications: [
      'Surface codes for quantum error correction at scale',
      'Machine learning decoders for quantum error correction',
      'Simulation of noisy quantum circuits',
      'Dark matter halos in cosmological simulations',
      'Gravitational lensing constraints on dark matter halos',
      'Bayesian inference for galaxy surveys',
    ],
  },
  {
    department: 'Department of History',
    areas: ['Medieval history', 'Economic history', 'History of science', 'Digital humanities'],
    publications: [
      'Medieval trade routes of the Indian Ocean',
      'Merchants, credit and trade in medieval Europe',
      'Case studies of medieval guilds from the archives',
      'Network analysis of medieval trade routes',
      'Plague, migration and labour in fourteenth-century Europe',
      'A history of peer review in scientific societies',
    ],
  },
  {
    department: 'Department of Materials',
    areas: ['Materials chemistry', 'Battery degradation', 'Energy storage', 'Electrochemistry'],
    publications: [
      'Battery degradation in electric vehicles: a panel data study',
      'Machine learning prediction of lithium-ion battery lifetime',
      'Solid-state electrolytes for energy storage',
      'Simulation of battery ageing under fast charging',
      'Sustainability of battery supply chains',
      'Grid-scale energy storage for wind power',
    ],
  },
  {
    department: 'Centre for Research on Research',
    areas: ['Meta-research', 'Peer review', 'Research integrity', 'Software engineering'],
    publications: [
      'Peer review and reproducibility in open science',
      'Code review practices in open-source software',
      'A mixed methods study of code review at scale',
      'Open data policies and research integrity',
      'Ethics of peer review in scholarly journals',
      'Bias in peer review: a meta-analysis',
    ],
  },
  {
    department: 'Department of Marine Science',
    areas: ['Marine ecology', 'Coral reef resilience', 'Coastal wetlands', 'Blue carbon'],
    publications: [
      'Coral reef resilience to marine heatwaves',
      'Blue carbon burial in salt marshes and mangroves',
      'Remote sensing of coastal wetland loss',
      'Sea-level rise and salt-marsh accretion',
      'Fisheries, food security and coral reef decline',
      'Climate change and the sustainability of coastal ecosystems',
    ],
  },
  {
    department: 'Department of Psychology',
    areas: ['Neuroscience', 'Sleep and memory', 'Cognitive psychology', 'Neuroimaging'],
    publications: [
      'Sleep and memory consolidation in older adults',
      'Deep learning for EEG sleep staging',
      'Randomised trials of sleep education in secondary schools',
      'Language acquisition and the developing brain',
      'Neuroimaging of memory in clinical practice',
      'Reproducibility of neuroimaging studies',
    ],
  },
  {
    department: 'Department of Mechanical Engineering',
    areas: ['Wind energy', 'Fluid dynamics', 'Renewable energy', 'Power systems'],
    publications: [
      'Large-eddy simulation of wind turbine wakes',
      'Wind farm layout optimisation under uncertainty',
      'Agent-based models of energy transitions in cities',
      'Power systems with high shares of wind energy',
      'Urban heat islands and the energy demand of cooling',
      'Battery degradation in grid storage for wind farms',
    ],
  },
];

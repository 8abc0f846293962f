/**
 * Does a text look like a health claim? A fast lexical test (it runs in the page, on every
 * pill): word stems from medicine, public health, nutrition and the body. It only decides
 * what the pill says ("may not be a health claim"); the reader can always check anyway.
 */

const STEMS = [
  // conditions and diseases
  'covid', 'coronavir', 'sars', 'virus', 'viral', 'flu', 'influenza', 'cancer', 'tumou?r', 'diabet', 'asthma', 'allerg',
  'infect', 'disease', 'illness', 'syndrome', 'disorder', 'autism', 'dementia', 'alzheimer', 'parkinson', 'stroke',
  'heart attack', 'cardi', 'hypertens', 'blood pressure', 'cholesterol', 'obes', 'measles', 'polio', 'malaria', 'hiv', 'aids',
  'hepatitis', 'tubercul', 'pneumon', 'sepsis', 'fever', 'cough', 'pandemic', 'epidemic', 'outbreak', 'monkeypox', 'mpox',
  'ebola', 'zika', 'dengue', 'cholera', 'arthritis', 'depress', 'anxiety', 'insomnia', 'migraine', 'headache', 'inflammat',
  'symptom', 'asymptomatic', 'long covid', 'mortality', 'death rate', 'fatal', 'morbid', 'chronic', 'acute',
  // care, drugs and prevention
  'vaccin', 'vax', 'jab', 'booster', 'immun', 'antibod', 'antiviral', 'antibiotic', 'drug', 'medic', 'pharma', 'pill',
  'tablet', 'dose', 'dosage', 'prescri', 'treatment', 'treat', 'therap', 'cure', 'remed', 'surgery', 'hospital', 'icu',
  'ventilat', 'clinic', 'doctor', 'physician', 'nurse', 'patient', 'diagnos', 'screening', 'test(ed|s|ing)? positive',
  'pcr', 'mask', 'quarantin', 'lockdown', 'social distanc', 'hand ?wash', 'sanitiz', 'disinfect', 'ivermectin',
  'hydroxychloroquine', 'chloroquine', 'remdesivir', 'paxlovid', 'dexamethasone', 'aspirin', 'ibuprofen', 'paracetamol',
  'acetaminophen', 'steroid', 'insulin', 'statin', 'opioid', 'homeopath', 'chemotherap', 'radiation therapy', 'placebo',
  'clinical trial', 'side effect', 'adverse', 'efficac', 'effective against', 'prevent', 'protect against',
  // body and nutrition
  'health', 'body', 'blood', 'lung', 'liver', 'kidney', 'brain', 'immune system', 'gut', 'skin', 'bone', 'muscle',
  'pregnan', 'fertil', 'infant', 'baby', 'babies', 'child(ren)? under', 'breastfe', 'nutrition', 'diet', 'vitamin',
  'mineral', 'zinc', 'supplement', 'calorie', 'sugar', 'salt', 'fat', 'protein', 'fasting', 'garlic', 'ginger', 'turmeric',
  'bleach', 'alcohol', 'smok', 'tobacco', 'vaping', 'e-cig', 'exercise', 'sleep', 'weight loss', 'detox', 'toxin', 'toxic',
  'poison', 'carcinogen', 'radiation', '5g', 'fluorid', 'gmo', 'organic food', 'raw milk', 'water fluorid', 'microplastic',
  // public health bodies and research
  'who\\b', 'cdc', 'nhs', 'fda', 'ema', 'nih', 'public health', 'epidemiolog', 'study (finds|shows|found)', 'researchers',
  'peer.reviewed', 'transmi', 'contagi', 'spread', 'airborne', 'droplet', 'incubation', 'herd immunity', 'variant',
  'omicron', 'delta variant', 'mrna', 'spike protein', 'dna', 'gene', 'genetic', 'microbio', 'bacteri', 'fung', 'parasit',
];

const PATTERN = new RegExp(`(^|[^a-z])(${STEMS.join('|')})`, 'i');

export function looksLikeHealthClaim(text: string): boolean {
  return PATTERN.test(text);
}

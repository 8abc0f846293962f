/**
 * Consumer-health yes/no questions by the form that used to break them: brackets, marks and
 * numbering around the question, everyday forms, several questions in one selection and
 * questions about "it" or "they". Written for these tests.
 */

export const BRACKETS: [string, string][] = [
  [
    'Does acupuncture help people with ankylosing spondylitis (ASU)?',
    'Acupuncture helps people with ankylosing spondylitis (ASU).',
  ],
  ['Is magnesium good for sleep (and anxiety)?', 'Magnesium is good for sleep (and anxiety).'],
  ['Does metformin cause vitamin B12 deficiency (anemia)?', 'Metformin causes vitamin B12 deficiency (anemia).'],
  ['Can ashwagandha lower cortisol (the stress hormone)?', 'Ashwagandha can lower cortisol (the stress hormone).'],
  [
    'Is PRP (platelet-rich plasma) effective for knee arthritis?',
    'PRP (platelet-rich plasma) is effective for knee arthritis.',
  ],
  ['Does vitamin D (cholecalciferol) prevent falls?', 'Vitamin D (cholecalciferol) prevents falls.'],
  ['Are SSRIs (antidepressants) addictive?', 'SSRIs (antidepressants) are addictive.'],
  ['Does the pill raise the risk of blood clots (DVT)?', 'The pill raises the risk of blood clots (DVT).'],
  [
    'Is ORS (oral rehydration solution) better than water for diarrhoea?',
    'ORS (oral rehydration solution) is better than water for diarrhoea.',
  ],
  ['Can NAC [N-acetylcysteine] protect the liver?', 'NAC [N-acetylcysteine] can protect the liver.'],
  ['Does CoQ10 reduce statin muscle pain (myalgia)?', 'CoQ10 reduces statin muscle pain (myalgia).'],
  ['Is a BMI over 30 (obesity) a risk for severe flu?', 'A BMI over 30 (obesity) is a risk for severe flu.'],
  ['Do PPIs (like omeprazole) cause dementia?', 'PPIs (like omeprazole) cause dementia.'],
  [
    'Does intermittent fasting (16:8) improve insulin sensitivity?',
    'Intermittent fasting (16:8) improves insulin sensitivity.',
  ],
  ['(Does garlic lower blood pressure?)', 'Garlic lowers blood pressure.'],
  ['Can kids take ibuprofen (Advil) for fever?', 'Kids can take ibuprofen (Advil) for fever.'],
  ['Is GERD (acid reflux) caused by stress?', 'GERD (acid reflux) is caused by stress.'],
  [
    'Does HRT (hormone replacement therapy) cause breast cancer?',
    'HRT (hormone replacement therapy) causes breast cancer.',
  ],
  ['Does creatine damage the kidneys (in healthy adults)?', 'Creatine damages the kidneys (in healthy adults).'],
  [
    'Are statins safe for people over 75 (primary prevention)?',
    'Statins are safe for people over 75 (primary prevention).',
  ],
];

export const MARKS: [string, string][] = [
  ['Does garlic cure colds???', 'Garlic cures colds.'],
  ['Is aspartame safe???', 'Aspartame is safe.'],
  ['Do vaccines cause autism ???', 'Vaccines cause autism.'],
  ['Can stress cause hair loss?!', 'Stress can cause hair loss.'],
  ['Does sugar feed cancer?!?', 'Sugar feeds cancer.'],
  ['Is fluoride in water dangerous ??', 'Fluoride in water is dangerous.'],
  ['3. does coffee raise blood pressure?', 'Coffee raises blood pressure.'],
  ['1) Is it safe to eat raw eggs?', 'It is safe to eat raw eggs.'],
  ['Q2: Can cats give you toxoplasmosis?', 'Cats can give you toxoplasmosis.'],
  ['Question 4: Does running damage your knees?', 'Running damages your knees.'],
  ['12. Are tattoos linked to lymphoma?', 'Tattoos are linked to lymphoma.'],
  ['a) Do probiotics help IBS?', 'Probiotics help IBS.'],
  ['- Does milk strengthen bones?', 'Milk strengthens bones.'],
  ['• Can dogs smell cancer?', 'Dogs can smell cancer.'],
  ['does cold weather make you sick?', 'Cold weather makes you sick.'],
  ['DOES VITAMIN C PREVENT COLDS?', 'VITAMIN C PREVENTS COLDS.'],
  ['Is coffee bad for you？', 'Coffee is bad for you.'],
  ['“Is salt bad for blood pressure?”', 'Salt is bad for blood pressure.'],
  ['Does  melatonin   cause nightmares?', 'Melatonin causes nightmares.'],
  ['Honestly, does detox tea work?', 'Detox tea works.'],
];

export const EVERYDAY: [string, string][] = [
  ['Does coffee stunt growth?', 'Coffee stunts growth.'],
  ['Do carrots improve eyesight?', 'Carrots improve eyesight.'],
  ['Is gluten bad for everyone?', 'Gluten is bad for everyone.'],
  ['Can you get the flu from the flu shot?', 'You can get the flu from the flu shot.'],
  ['Does cracking knuckles cause arthritis?', 'Cracking knuckles causes arthritis.'],
  ['Is red wine good for the heart?', 'Red wine is good for the heart.'],
  ['Do microwaves destroy nutrients?', 'Microwaves destroy nutrients.'],
  ['Can you catch a cold from cold weather?', 'You can catch a cold from cold weather.'],
  ['Does exercise reduce depression?', 'Exercise reduces depression.'],
  ['Are carbs fattening?', 'Carbs are fattening.'],
  ['Does shaving make hair grow back thicker?', 'Shaving makes hair grow back thicker.'],
  ['Should you starve a fever?', 'You should starve a fever.'],
  ['Is MSG harmful?', 'MSG is harmful.'],
  ['Did smallpox vaccination end smallpox?', 'Smallpox vaccination ended smallpox.'],
  ['Has the measles vaccine saved millions of lives?', 'The measles vaccine has saved millions of lives.'],
  ['Have peanut allergies doubled since 2000?', 'Peanut allergies have doubled since 2000.'],
  ["Doesn't vitamin E protect the heart?", 'Vitamin E protects the heart.'],
  ["Isn't fruit juice as healthy as fruit?", 'Fruit juice is as healthy as fruit.'],
  ["Can't sunlight cure acne?", 'Sunlight can cure acne.'],
  ['Does a vegan diet lack protein?', 'A vegan diet lacks protein.'],
  ['Do humans only use 10% of their brains?', 'Humans only use 10% of their brains.'],
  ['Does swimming after eating cause cramps?', 'Swimming after eating causes cramps.'],
  ['Is it true that we lose most heat through our heads?', 'We lose most heat through our heads.'],
  ['Do antidepressants not work for mild depression?', 'Antidepressants do not work for mild depression.'],
  ['Will eating carrots turn your skin orange?', 'Eating carrots will turn your skin orange.'],
  ['Can ginger relieve nausea in pregnancy?', 'Ginger can relieve nausea in pregnancy.'],
  ['Does lavender oil reduce anxiety?', 'Lavender oil reduces anxiety.'],
  ['Is homeopathy effective for allergies?', 'Homeopathy is effective for allergies.'],
  ['Were leeches used to treat fevers?', 'Leeches were used to treat fevers.'],
  ['Does soy increase estrogen in men?', 'Soy increases estrogen in men.'],
  ['Is sparkling water bad for your teeth?', 'Sparkling water is bad for your teeth.'],
  ['Does dark chocolate lower blood pressure?', 'Dark chocolate lowers blood pressure.'],
  ['Can antibiotics cure a viral sore throat?', 'Antibiotics can cure a viral sore throat.'],
  ['Do standing desks reduce back pain?', 'Standing desks reduce back pain.'],
  ['Is sunscreen needed on cloudy days?', 'Sunscreen is needed on cloudy days.'],
  ['Should children with chickenpox stay home from school?', 'Children with chickenpox should stay home from school.'],
  ['Does ibuprofen slow the healing of broken bones?', 'Ibuprofen slows the healing of broken bones.'],
  ['Are frozen vegetables as nutritious as fresh ones?', 'Frozen vegetables are as nutritious as fresh ones.'],
  ['Has the rate of melanoma risen since 1990?', 'The rate of melanoma has risen since 1990.'],
  ['Did fluoridation reduce tooth decay in children?', 'Fluoridation reduced tooth decay in children.'],
  ['Can a hot bath lower a fever?', 'A hot bath can lower a fever.'],
  ['Is it bad to crack your back?', 'It is bad to crack your back.'],
  ['Do omega-3 supplements prevent heart attacks?', 'Omega-3 supplements prevent heart attacks.'],
  ['Is 8 hours of sleep necessary for adults?', '8 hours of sleep is necessary for adults.'],
  ["Won't the shingles vaccine give me shingles?", 'The shingles vaccine will give me shingles.'],
];

/** Several questions in one selection: each is read on its own; "it" or "they" takes the subject of the one before. */
export const SEVERAL: [string, string[]][] = [
  ['Does turmeric help arthritis? Does it help back pain?', ['Turmeric helps arthritis.', 'Turmeric helps back pain.']],
  ['Is kombucha safe? Can it cause stomach problems?', ['Kombucha is safe.', 'Kombucha can cause stomach problems.']],
  [
    'Do statins lower cholesterol? Can they delay dementia?',
    ['Statins lower cholesterol.', 'Statins can delay dementia.'],
  ],
  ['Does zinc shorten colds? Does vitamin C?', ['Zinc shortens colds.', 'Vitamin C shortens colds.']],
  ['Is fasting healthy? Does it slow aging?', ['Fasting is healthy.', 'Fasting slows aging.']],
  ['Are eggs bad for you? Do they raise cholesterol?', ['Eggs are bad for you.', 'Eggs raise cholesterol.']],
  ['Does melatonin help jet lag?? Is it safe for kids?', ['Melatonin helps jet lag.', 'Melatonin is safe for kids.']],
  [
    'Can vaping cause lung damage? Is it worse than smoking?',
    ['Vaping can cause lung damage.', 'Vaping is worse than smoking.'],
  ],
  ['Do probiotics help IBS? Do they help eczema?', ['Probiotics help IBS.', 'Probiotics help eczema.']],
  ['Does caffeine dehydrate you? Does tea?', ['Caffeine dehydrates you.', 'Tea dehydrates you.']],
];

/** A question about "it" or "they" with nothing before it: it needs the sentence that says what they are. */
export const NEEDS_CONTEXT: string[] = [
  'Can they delay dementia?',
  'Does it help with back pain?',
  'Do they raise cholesterol?',
  'Is it linked to cancer?',
  'Can it cause liver damage in children?',
  'Are they safe for pregnant women?',
  'Will it lower my blood pressure?',
  'Should they be taken with food?',
  'Did it cause the outbreak?',
  'Do these interact with alcohol?',
];

import { describe, expect, it } from 'vitest';

import { negationsOf } from '../../lib/core/text';
import { pastOf, thirdPersonOf } from '../../lib/decompose/inflect';
import {
  contextNote,
  openQuestionNote,
  readQuestion,
  readQuestions,
  referringNote,
  severalNote,
} from '../../lib/decompose/questions';
import { valuesOf } from '../../lib/kg/memory/values';

/** Question → the affirmative statement it tests. */
const YES_NO: [string, string][] = [
  // do-support
  ['Does garlic cure COVID-19?', 'Garlic cures COVID-19.'],
  ['Does vitamin D prevent flu?', 'Vitamin D prevents flu.'],
  ['Do masks work?', 'Masks work.'],
  ['Do masks reduce corona infections?', 'Masks reduce corona infections.'],
  ['Does ivermectin work?', 'Ivermectin works.'],
  ['Does the vaccine change your DNA?', 'The vaccine changes your DNA.'],
  ['Does wearing a mask reduce infections?', 'Wearing a mask reduces infections.'],
  ['Does drinking hot water kill the virus?', 'Drinking hot water kills the virus.'],
  ['Did the virus come from a lab in Wuhan?', 'The virus came from a lab in Wuhan.'],
  ['Did the lockdown cause more deaths?', 'The lockdown caused more deaths.'],
  ['Did COVID-19 spread through 5G towers?', 'COVID-19 spread through 5G towers.'],
  ['Do vaccines contain microchips?', 'Vaccines contain microchips.'],
  ['Does sugar feed cancer?', 'Sugar feeds cancer.'],
  ['Does coffee dehydrate you?', 'Coffee dehydrates you.'],
  ['Does zinc shorten colds by 3 days?', 'Zinc shortens colds by 3 days.'],
  ['Do antibiotics kill viruses?', 'Antibiotics kill viruses.'],
  [
    'Does the flu shot carry a risk of Guillain-Barré syndrome?',
    'The flu shot carries a risk of Guillain-Barré syndrome.',
  ],
  [
    'Does hydroxychloroquine reduce mortality by 50% in hospitalised patients?',
    'Hydroxychloroquine reduces mortality by 50% in hospitalised patients.',
  ],
  ['Do children spread the virus less than adults?', 'Children spread the virus less than adults.'],
  // negated: the statement tested is the affirmative one
  ["Doesn't garlic cure COVID-19?", 'Garlic cures COVID-19.'],
  ["Don't masks work?", 'Masks work.'],
  ["Didn't the WHO approve ivermectin?", 'The WHO approved ivermectin.'],
  ["Isn't vitamin C good for colds?", 'Vitamin C is good for colds.'],
  ["Can't bleach kill the coronavirus?", 'Bleach can kill the coronavirus.'],
  ['Cannot sunlight destroy the virus?', 'Sunlight can destroy the virus.'],
  ["Won't the vaccine alter my DNA?", 'The vaccine will alter my DNA.'],
  ["Shouldn't children wear masks at school?", 'Children should wear masks at school.'],
  ['Does the vaccine not protect against Omicron?', 'The vaccine does not protect against Omicron.'],
  // be
  ['Is vitamin D safe for children?', 'Vitamin D is safe for children.'],
  ['Is garlic a cure for COVID-19?', 'Garlic is a cure for COVID-19.'],
  ['Are masks effective?', 'Masks are effective.'],
  [
    'Is ultraviolet light associated with higher COVID-19 growth rates?',
    'Ultraviolet light is associated with higher COVID-19 growth rates.',
  ],
  ['Is there a cure for COVID-19?', 'There is a cure for COVID-19.'],
  ['Is it safe to take ibuprofen with COVID-19?', 'It is safe to take ibuprofen with COVID-19.'],
  ['Are vaccines linked to autism?', 'Vaccines are linked to autism.'],
  ['Is 5G causing COVID-19?', '5G is causing COVID-19.'],
  ['Was the virus made in a lab?', 'The virus was made in a lab.'],
  ['Is COVID-19 airborne?', 'COVID-19 is airborne.'],
  ['Is the risk of cancer higher in smokers?', 'The risk of cancer is higher in smokers.'],
  ['Are people with diabetes at higher risk?', 'People with diabetes are at higher risk.'],
  ['Is the death rate in Italy 10%?', 'The death rate in Italy is 10%.'],
  ['Is coffee really bad for you?', 'Coffee is really bad for you.'],
  ['Is the COVID-19 pandemic over?', 'The COVID-19 pandemic is over.'],
  ['Is honey antibacterial?', 'Honey is antibacterial.'],
  ['Are mRNA vaccines dangerous for pregnant women?', 'mRNA vaccines are dangerous for pregnant women.'],
  ['Were 2,000 people infected in Wuhan in January 2020?', '2,000 people were infected in Wuhan in January 2020.'],
  ['Is the Pfizer vaccine 95% effective?', 'The Pfizer vaccine is 95% effective.'],
  ['Is smoking more harmful than vaping?', 'Smoking is more harmful than vaping.'],
  ['Is intermittent fasting healthy?', 'Intermittent fasting is healthy.'],
  ['Is a glass of red wine a day good for the heart?', 'A glass of red wine a day is good for the heart.'],
  ['Is the vaccine a good idea?', 'The vaccine is a good idea.'],
  ['Is red meat carcinogenic?', 'Red meat is carcinogenic.'],
  ['Does sitting too much shorten life?', 'Sitting too much shortens life.'],
  // modals
  ['Can vitamin D prevent flu?', 'Vitamin D can prevent flu.'],
  [
    'Can masks reduce corona infections when worn by a large proportion of the population?',
    'Masks can reduce corona infections when worn by a large proportion of the population.',
  ],
  ['Can you catch COVID-19 twice?', 'You can catch COVID-19 twice.'],
  ['Should pregnant women get vaccinated?', 'Pregnant women should get vaccinated.'],
  ['Could the virus have leaked from a lab?', 'The virus could have leaked from a lab.'],
  ['Can masks be harmful?', 'Masks can be harmful.'],
  ['Will the vaccine alter my DNA?', 'The vaccine will alter my DNA.'],
  ['May antihistamines help against long COVID?', 'Antihistamines may help against long COVID.'],
  ['Might ibuprofen worsen COVID-19 symptoms?', 'Ibuprofen might worsen COVID-19 symptoms.'],
  ['Must travellers to Germany quarantine for 14 days?', 'Travellers to Germany must quarantine for 14 days.'],
  // perfect
  ['Has the WHO approved ivermectin?', 'The WHO has approved ivermectin.'],
  ['Have vaccines been tested on children?', 'Vaccines have been tested on children.'],
  ['Has COVID-19 mutated?', 'COVID-19 has mutated.'],
  [
    'Have more than 1 million people died of COVID-19 in the US?',
    'More than 1 million people have died of COVID-19 in the US.',
  ],
  // frames
  [
    'Is it true that ultraviolet light is associated with higher COVID-19 growth rates?',
    'Ultraviolet light is associated with higher COVID-19 growth rates.',
  ],
  ['Is it true that garlic cures COVID-19?', 'Garlic cures COVID-19.'],
  ["Isn't it true that vaccines cause autism?", 'Vaccines cause autism.'],
  ['Is it really true that 5G spreads the virus?', '5G spreads the virus.'],
  ['Is it a fact that masks reduce transmission by 80%?', 'Masks reduce transmission by 80%.'],
  ['Did you know that bananas cure depression?', 'Bananas cure depression.'],
  ['Do you think vitamin C prevents colds?', 'Vitamin C prevents colds.'],
  ['Would you say that zinc lozenges shorten colds, right?', 'Zinc lozenges shorten colds.'],
  ['Can anyone confirm whether ivermectin cures COVID-19?', 'Ivermectin cures COVID-19.'],
  ['True or false: drinking bleach kills the virus?', 'Drinking bleach kills the virus.'],
  ['So, does garlic cure COVID-19?', 'Garlic cures COVID-19.'],
  ['But can vitamin D prevent flu?', 'Vitamin D can prevent flu.'],
  ['"Does garlic cure COVID-19?"', 'Garlic cures COVID-19.'],
  // tag questions
  ["Masks work, don't they?", 'Masks work.'],
  ["Garlic cures COVID-19, doesn't it?", 'Garlic cures COVID-19.'],
  ["The vaccine is safe, isn't it?", 'The vaccine is safe.'],
  ['Vitamin D prevents flu, right?', 'Vitamin D prevents flu.'],
  ['Ivermectin works against COVID-19, or not?', 'Ivermectin works against COVID-19.'],
  ['5G towers spread the virus in Wuhan, correct?', '5G towers spread the virus in Wuhan.'],
];

const OPEN: string[] = [
  'How much vitamin D should adults take?',
  'What causes long COVID?',
  'Why do vaccines cause side effects?',
  'Which mask protects best?',
  'Who invented the PCR test?',
  'When will the pandemic end?',
  'Where did the virus come from?',
  'How many people died of COVID-19 in Italy?',
  "What's the best treatment for the flu?",
  'So how does the vaccine work?',
];

/** Statements that end in "?" by mistake: checked as the statement they are, not as questions. */
const NOT_QUESTIONS: [string, string][] = [
  ['Garlic cures COVID-19?', 'Garlic cures COVID-19.'],
  ['Vitamin C prevents colds?', 'Vitamin C prevents colds.'],
  ['Masks reduce transmission by 80% in schools??', 'Masks reduce transmission by 80% in schools.'],
  ['The vaccine contains graphene oxide?!', 'The vaccine contains graphene oxide.'],
];

describe('readQuestion: yes/no questions become the statement they test', () => {
  it('has a table of at least 60 forms', () => {
    expect(YES_NO.length + OPEN.length + NOT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });
  it.each(YES_NO)('%s → %s', (question, statement) => {
    expect(readQuestion(question)).toEqual({ kind: 'yes-no', statement });
  });
});

describe('readQuestion: open questions are refused with a suggestion', () => {
  it.each(OPEN)('%s', (question) => {
    const r = readQuestion(question);
    expect(r).toEqual({ kind: 'open', asks: 'information', note: openQuestionNote() });
  });
  it.each(['Is that true?', 'Does it work?', 'Is this real?', 'Is it safe?', "Isn't that so?", 'Do they really work?'])(
    '%s refers to what came before it: select that sentence instead',
    (question) => {
      expect(readQuestion(question)).toEqual({ kind: 'open', asks: 'earlier', note: referringNote() });
    },
  );
  it('"it" that stands for a clause after it is no reference: the question is read', () => {
    expect(readQuestion('Is it safe to take ibuprofen with COVID-19?')).toEqual({
      kind: 'yes-no',
      statement: 'It is safe to take ibuprofen with COVID-19.',
    });
  });
  it('"it" or "they" with content of its own needs what it refers to', () => {
    expect(readQuestion('Does it protect against Omicron?')).toEqual({
      kind: 'open',
      asks: 'earlier',
      note: contextNote(),
    });
    expect(readQuestion('Does it protect against Omicron?', 'The booster is new.')).toEqual({
      kind: 'yes-no',
      statement: 'The booster protects against Omicron.',
    });
  });
  it('several questions in one text are read one by one, not as one statement', () => {
    const text = 'Does turmeric help arthritis? Does it help back pain?';
    expect(readQuestion(text)).toEqual({ kind: 'open', asks: 'earlier', note: severalNote() });
    expect(readQuestions(text)).toEqual([
      { kind: 'yes-no', statement: 'Turmeric helps arthritis.' },
      { kind: 'yes-no', statement: 'Turmeric helps back pain.' },
    ]);
  });
  it('the note says what to select instead', () => {
    expect(openQuestionNote()).toMatch(/Select a sentence that states something, or a yes\/no question/);
  });
});

describe('readQuestion: statements', () => {
  it.each(NOT_QUESTIONS)('%s is a statement with a question mark → %s', (text, statement) => {
    expect(readQuestion(text)).toEqual({ kind: 'statement', statement });
  });
  it.each(['Garlic cures COVID-19.', 'Does it matter. Masks work', 'Vaccines save lives'])(
    '%s without a question mark stays as written',
    (text) => {
      expect(readQuestion(text)).toEqual({ kind: 'statement', statement: text });
    },
  );
});

describe('readQuestion keeps what the value guard compares', () => {
  const withValues = YES_NO.filter(([q]) => Object.values(valuesOf(q)).some((set: Set<string>) => set.size > 0));
  it('the table has questions with numbers, dates and places', () => {
    expect(withValues.length).toBeGreaterThanOrEqual(8);
  });
  it.each(withValues)('%s keeps its numbers, dates and places', (question, statement) => {
    expect(valuesOf(statement)).toEqual(valuesOf(question));
  });
  it.each([
    ['Is the death rate in Italy 10%?', 'Italy'],
    ['Did the virus come from a lab in Wuhan?', 'Wuhan'],
    ['Must travellers to Germany quarantine for 14 days?', 'Germany'],
  ])('%s keeps the place %s', (question, place) => {
    const r = readQuestion(question);
    expect(r.kind === 'yes-no' && r.statement.includes(place)).toBe(true);
  });
  it('an explicit "not" after the subject stays; a contracted one asks about the affirmative', () => {
    const kept = readQuestion('Does the vaccine not protect against Omicron?');
    const dropped = readQuestion("Doesn't the vaccine protect against Omicron?");
    expect(kept.kind === 'yes-no' && negationsOf(kept.statement)).toBeTruthy();
    expect(dropped).toEqual({ kind: 'yes-no', statement: 'The vaccine protects against Omicron.' });
  });
});

describe('verb forms', () => {
  it.each([
    ['cure', 'cures', 'cured'],
    ['reduce', 'reduces', 'reduced'],
    ['carry', 'carries', 'carried'],
    ['fix', 'fixes', 'fixed'],
    ['stop', 'stops', 'stopped'],
    ['come', 'comes', 'came'],
    ['have', 'has', 'had'],
    ['go', 'goes', 'went'],
    ['play', 'plays', 'played'],
  ])('%s → %s, %s', (verb, third, past) => {
    expect([thirdPersonOf(verb), pastOf(verb)]).toEqual([third, past]);
  });
});

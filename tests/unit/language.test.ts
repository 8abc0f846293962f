import { describe, expect, it } from 'vitest';

import { decideLanguage, isEnglish, languageName, primaryLanguage } from '../../lib/core/language';
import { detectLanguage } from '../../lib/ml/language/detect';

describe('detectLanguage on short claims (eld, the Node path)', () => {
  it.each([
    ['Eating raw garlic every day prevents COVID-19 infection.', 'en'],
    ['Vitamin C cures the common cold.', 'en'],
    ['5G towers spread the coronavirus', 'en'],
    ['Vaccines save lives', 'en'],
    ['Knoblauch schützt vor einer Infektion mit dem Coronavirus.', 'de'],
    ['Die Impfung verändert die DNA nicht.', 'de'],
    ['L’ail protège contre le coronavirus et la grippe.', 'fr'],
    ['Le vaccin ne change pas votre ADN.', 'fr'],
    ['El ajo previene la infección por coronavirus.', 'es'],
    ['La vacuna no es peligrosa para los niños.', 'es'],
    ['L’aglio previene il coronavirus e la febbre.', 'it'],
    ['O alho não previne a infecção pelo coronavírus.', 'pt'],
    ['Knoflook beschermt niet tegen het coronavirus.', 'nl'],
    ['Чеснок защищает от коронавируса.', 'ru'],
    ['Часник захищає від коронавірусу і грипу.', 'uk'],
    ['大蒜可以预防新冠病毒感染。', 'zh'],
    ['ニンニクはコロナウイルスを予防します。', 'ja'],
    ['마늘은 코로나바이러스를 예방한다.', 'ko'],
    ['الثوم يقي من فيروس كورونا', 'ar'],
    ['Το σκόρδο προστατεύει από τον κορονοϊό.', 'el'],
    ['השום מגן מפני נגיף הקורונה', 'he'],
  ])('%s → %s', (text, code) => {
    const got = detectLanguage(text);
    expect(got.code).toBe(code);
    expect(got.by).toBe('text');
    expect(isEnglish(got)).toBe(code === 'en');
  });

  it('names the language for messages', () => {
    expect(detectLanguage('Knoblauch schützt vor einer Infektion mit dem Coronavirus.').name).toBe('German');
    expect(languageName('pt')).toBe('Portuguese');
    expect(languageName('und')).toBe('an undetermined language');
  });
});

describe('the old detector’s failures', () => {
  // German questions around English drug and product names, and German words the old function
  // word lists did not know: the hand-written detector called each of these English.
  it.each([
    'Hilft Ibuprofen bei Migräne?',
    'Hilft Vitamin D gegen Long Covid?',
    'Wirkt Wegovy auch ohne Diät?',
    'Booster nach Long Covid sinnvoll?',
    'Hilft CBD Öl bei Angst?',
    'Ibuprofen oder Paracetamol bei Fieber?',
    'Hilft Ashwagandha bei Stress?',
    'Muss ich Metformin vor einer Operation absetzen?',
    'Dürfen Kinder bei Fieber Aspirin bekommen?',
    'Kann hochdosiertes Vitamin C Krebs heilen?',
    'Darf ich meinem fünfjährigen Kind eine halbe Tablette Cetirizin geben?',
    'Kann Stress wirklich Haarausfall verursachen?',
    'Sind E-Zigaretten weniger schädlich als normale Zigaretten?',
  ])('%s → German', (text) => {
    expect(detectLanguage(text)).toMatchObject({ code: 'de', reliable: true });
  });

  it('is not sure of text with too little to go on, and never calls it English for that', () => {
    for (const text of ['', '1234', 'COVID-19', 'Ivermectin', 'Paracetamol', 'Statins?']) {
      const got = detectLanguage(text);
      expect(got.reliable, text).toBe(false);
      expect(isEnglish(got), text).toBe(false);
    }
  });
});

describe('where no detector is sure, the page’s or the reader’s language stands in', () => {
  it.each([
    ['Ivermectin', 'de'],
    ['Paracetamol', 'en'],
    ['COVID-19', 'fr-CA'],
    ['Is Tylenol safe in pregnancy?', 'en'],
  ])('%s on a page in %s', (text, fallback) => {
    expect(detectLanguage(text, { fallback })).toMatchObject({ code: primaryLanguage(fallback), by: 'fallback' });
  });

  it('a sure detection wins over the page', () => {
    expect(detectLanguage('Kann ich Ibuprofen und Paracetamol gleichzeitig nehmen?', { fallback: 'en' }).code).toBe(
      'de',
    );
  });

  it('mixed text goes by its larger part', () => {
    const mixed =
      'Ärzte warnen: „Vitamin D cures everything“ ist falsch, sagt die Studie aus Berlin über die Einnahme.';
    expect(detectLanguage(mixed).code).toBe('de');
  });
});

describe('the browser’s detection and the rule that decides', () => {
  const browser = (code: string, reliable: boolean) => ({ languages: [{ code, share: 0.9 }], reliable });
  const never = () => {
    throw new Error('the library is not asked when the browser is sure');
  };

  it('takes the browser’s sure answer without asking the library', () => {
    expect(detectLanguage('Ivermectin', { browser: browser('de', true) }, never)).toMatchObject({
      code: 'de',
      reliable: true,
    });
  });

  it('asks the library when the browser is not sure; agreement makes it sure', () => {
    const unsure = () => ({ languages: [{ code: 'nl', share: 0.6 }], reliable: false });
    expect(detectLanguage('x', { browser: browser('nl', false) }, unsure)).toMatchObject({
      code: 'nl',
      reliable: true,
    });
    expect(detectLanguage('x', { browser: browser('de', false), fallback: 'en' }, unsure)).toMatchObject({
      code: 'en',
      by: 'fallback',
    });
  });

  it('decideLanguage: sure → the detector; unsure → the fallback, else the guess; nothing → und', () => {
    const guess = { languages: [{ code: 'pt', share: 0.6 }], reliable: false };
    expect(decideLanguage({ ...guess, reliable: true }, 'de')).toMatchObject({ code: 'pt', by: 'text' });
    expect(decideLanguage(guess, 'de-AT')).toMatchObject({ code: 'de', by: 'fallback', reliable: false });
    expect(decideLanguage(guess)).toMatchObject({ code: 'pt', by: 'text', reliable: false });
    expect(decideLanguage({ languages: [], reliable: false })).toMatchObject({ code: 'und', by: 'none' });
  });

  it('reads language tags as pages and browsers write them', () => {
    expect(['de-AT', 'pt_BR', 'EN', ' nl ', 'und', '', 'x-klingon', undefined].map(primaryLanguage)).toEqual([
      'de',
      'pt',
      'en',
      'nl',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

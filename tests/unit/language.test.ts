import { describe, expect, it } from 'vitest';

import { detectLanguage, isEnglish } from '../../lib/core/language';

describe('detectLanguage on short claims', () => {
  it.each([
    ['Eating raw garlic every day prevents COVID-19 infection.', 'en'],
    ['Vitamin C cures the common cold.', 'en'],
    ['5G towers spread the coronavirus', 'en'],
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
    expect(isEnglish(got)).toBe(code === 'en');
  });

  it('is not sure of text with too little to go on, and treats it as English', () => {
    for (const text of ['', '1234', 'COVID-19', 'Ivermectin']) {
      const got = detectLanguage(text);
      expect(got.reliable).toBe(false);
      expect(isEnglish(got)).toBe(true);
    }
  });

  it('names the language for messages', () => {
    expect(detectLanguage('Knoblauch schützt vor einer Infektion mit dem Coronavirus.').name).toBe('German');
  });
});

import { defineMessages } from '../define';

/** Why *Check this page* checked nothing in an article, in the decomposition's words (lib/decompose/page.ts). */
export const pageCheck = defineMessages('pageCheck', {
  noClaimOne: {
    en: "No claim to check in this article's $1 sentence: they are headings, fragments or open questions. Select a sentence that states something as a fact to check it.",
    de: 'Keine Behauptung zu prüfen in diesem Artikel ($1 Satz): Es handelt sich um Überschriften, Satzfragmente oder offene Fragen. Markieren Sie einen Satz, der etwas als Tatsache darstellt, um ihn zu prüfen.',
    es: 'No hay ninguna afirmación que comprobar en este artículo ($1 frase): son títulos, fragmentos o preguntas abiertas. Seleccione una frase que afirme algo como un hecho para comprobarla.',
    fr: 'Aucune affirmation à vérifier dans cet article ($1 phrase) : ce sont des titres, des fragments ou des questions ouvertes. Sélectionnez une phrase qui présente quelque chose comme un fait pour la vérifier.',
  },
  noClaimOther: {
    en: "No claim to check in this article's $1 sentences: they are headings, fragments or open questions. Select a sentence that states something as a fact to check it.",
    de: 'Keine Behauptung zu prüfen in diesem Artikel ($1 Sätze): Es handelt sich um Überschriften, Satzfragmente oder offene Fragen. Markieren Sie einen Satz, der etwas als Tatsache darstellt, um ihn zu prüfen.',
    es: 'No hay ninguna afirmación que comprobar en este artículo ($1 frases): son títulos, fragmentos o preguntas abiertas. Seleccione una frase que afirme algo como un hecho para comprobarla.',
    fr: 'Aucune affirmation à vérifier dans cet article ($1 phrases) : ce sont des titres, des fragments ou des questions ouvertes. Sélectionnez une phrase qui présente quelque chose comme un fait pour la vérifier.',
  },
});

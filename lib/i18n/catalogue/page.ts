import { defineMessages } from '../define';

/** *Check this page*: its status in the page's corner and what it says (lib/content, lib/core/page-check.ts). */
export const pageMessages = defineMessages('page', {
  menuTitle: {
    en: 'Check this page',
    de: 'Diese Seite prüfen',
    es: 'Comprobar esta página',
    fr: 'Vérifier cette page',
  },
  statusLabel: {
    en: 'Check this page: $1',
    de: 'Diese Seite prüfen: $1',
    es: 'Comprobar esta página: $1',
    fr: 'Vérifier cette page : $1',
  },
  cancel: { en: 'Cancel', de: 'Abbrechen', es: 'Cancelar', fr: 'Annuler' },
  cancelLabel: {
    en: 'Cancel the page check',
    de: 'Prüfung der Seite abbrechen',
    es: 'Cancelar la comprobación de la página',
    fr: 'Annuler la vérification de la page',
  },
  cancelling: { en: 'Cancelling…', de: 'Wird abgebrochen …', es: 'Cancelando…', fr: 'Annulation…' },
  running: {
    en: 'This page is being checked already: its progress is at the top right.',
    de: 'Diese Seite wird bereits geprüft: Der Fortschritt steht oben rechts.',
    es: 'Esta página ya se está comprobando: el progreso aparece arriba a la derecha.',
    fr: 'Cette page est déjà en cours de vérification : la progression s’affiche en haut à droite.',
  },
  notChosen: {
    en: 'The key sentences could not be chosen: $1 Try again, or select a passage to check it.',
    de: 'Die wichtigsten Sätze konnten nicht ausgewählt werden: $1 Versuchen Sie es erneut oder markieren Sie einen Abschnitt, um ihn zu prüfen.',
    es: 'No se pudieron elegir las frases clave: $1 Vuelva a intentarlo o seleccione un pasaje para comprobarlo.',
    fr: 'Les phrases clés n’ont pas pu être choisies : $1 Réessayez, ou sélectionnez un passage pour le vérifier.',
  },
  progress: {
    en: 'Checking $1 of $2…',
    de: 'Prüfe $1 von $2 …',
    es: 'Comprobando $1 de $2…',
    fr: 'Vérification $1 sur $2…',
  },
  tallyOne: {
    en: 'Checked $1 key sentence of $2: $3.',
    de: '$1 wichtiger Satz von $2 geprüft: $3.',
    es: 'Comprobada $1 frase clave de $2: $3.',
    fr: '$1 phrase clé sur $2 vérifiée : $3.',
  },
  tallyOther: {
    en: 'Checked $1 key sentences of $2: $3.',
    de: '$1 wichtige Sätze von $2 geprüft: $3.',
    es: 'Comprobadas $1 frases clave de $2: $3.',
    fr: '$1 phrases clés sur $2 vérifiées : $3.',
  },
  countTrue: { en: '$1 True', de: '$1 wahr', es: '$1 verdaderas', fr: '$1 vraies' },
  countFalse: { en: '$1 False', de: '$1 falsch', es: '$1 falsas', fr: '$1 fausses' },
  countUnverified: { en: '$1 Unverified', de: '$1 unbestätigt', es: '$1 sin verificar', fr: '$1 non vérifiées' },
  countFailed: { en: '$1 failed', de: '$1 fehlgeschlagen', es: '$1 fallidas', fr: '$1 en échec' },
  countCancelled: { en: '$1 cancelled', de: '$1 abgebrochen', es: '$1 canceladas', fr: '$1 annulées' },
  noArticle: {
    en: 'No article text found on this page: Check this page reads the main article of a news, blog or journal page. Select a passage and choose Check claim to check it instead.',
    de: 'Auf dieser Seite wurde kein Artikeltext gefunden: „Diese Seite prüfen“ liest den Hauptartikel einer Nachrichten-, Blog- oder Fachzeitschriftenseite. Markieren Sie stattdessen einen Abschnitt und wählen Sie „Behauptung prüfen“.',
    es: 'No se encontró texto de artículo en esta página: «Comprobar esta página» lee el artículo principal de una página de noticias, blog o revista. Seleccione un pasaje y elija «Comprobar afirmación» para comprobarlo.',
    fr: 'Aucun texte d’article trouvé sur cette page : « Vérifier cette page » lit l’article principal d’une page d’actualité, de blog ou de revue. Sélectionnez plutôt un passage et choisissez « Vérifier l’affirmation ».',
  },
  chosenOne: {
    en: 'Checking $1 key sentence chosen of $2 in this article.',
    de: 'Prüfe $1 wichtigen Satz, ausgewählt aus $2 in diesem Artikel.',
    es: 'Comprobando $1 frase clave elegida de $2 de este artículo.',
    fr: 'Vérification de $1 phrase clé choisie parmi $2 de cet article.',
  },
  chosenOther: {
    en: 'Checking $1 key sentences chosen of $2 in this article.',
    de: 'Prüfe $1 wichtige Sätze, ausgewählt aus $2 in diesem Artikel.',
    es: 'Comprobando $1 frases clave elegidas de $2 de este artículo.',
    fr: 'Vérification de $1 phrases clés choisies parmi $2 de cet article.',
  },
  sentencesOne: { en: '$1 sentence', de: '$1 Satz', es: '$1 frase', fr: '$1 phrase' },
  sentencesOther: { en: '$1 sentences', de: '$1 Sätzen', es: '$1 frases', fr: '$1 phrases' },
});

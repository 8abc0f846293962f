import { defineMessages } from '../define';

/** How a split selection's verdict follows from its claims (lib/decompose/outcome.ts). */
export const reasonsSelection = defineMessages('reasonsSelection', {
  claimsOne: { en: '$1 claim', de: '$1 Behauptung', es: '$1 afirmación', fr: '$1 affirmation' },
  claimsOther: { en: '$1 claims', de: '$1 Behauptungen', es: '$1 afirmaciones', fr: '$1 affirmations' },
  reportedOne: {
    en: ' $1 fact is from the text itself (what it reports, not evidence about the world).',
    de: ' $1 Fakt stammt aus dem Text selbst (was er berichtet, kein Beleg über die Welt).',
    es: ' $1 hecho procede del propio texto (lo que relata, no pruebas sobre el mundo).',
    fr: ' $1 fait vient du texte lui-même (ce qu’il rapporte, pas une preuve sur le monde).',
  },
  reportedOther: {
    en: ' $1 facts are from the text itself (what it reports, not evidence about the world).',
    de: ' $1 Fakten stammen aus dem Text selbst (was er berichtet, keine Belege über die Welt).',
    es: ' $1 hechos proceden del propio texto (lo que relata, no pruebas sobre el mundo).',
    fr: ' $1 faits viennent du texte lui-même (ce qu’il rapporte, pas des preuves sur le monde).',
  },
  tally: {
    en: '$1 checked: $2 true, $3 false, $4 unverified.$5',
    de: 'Geprüft: $1; $2 wahr, $3 falsch, $4 unbestätigt.$5',
    es: 'Comprobado: $1; $2 verdaderas, $3 falsas, $4 sin verificar.$5',
    fr: 'Vérifié : $1 ; $2 vraies, $3 fausses, $4 non vérifiées.$5',
  },
  allTrue: {
    en: '$1 Every claim in the selection is supported, so the selection is True.',
    de: '$1 Jede Behauptung der Auswahl ist gestützt, also ist die Auswahl Wahr.',
    es: '$1 Todas las afirmaciones de la selección están respaldadas, así que la selección es Verdadera.',
    fr: '$1 Chaque affirmation de la sélection est étayée, la sélection est donc Vraie.',
  },
  someFalse: {
    en: '$1 A selection with a false claim is False; see which one below.',
    de: '$1 Eine Auswahl mit einer falschen Behauptung ist Falsch; welche, steht unten.',
    es: '$1 Una selección con una afirmación falsa es Falsa; vea cuál abajo.',
    fr: '$1 Une sélection contenant une affirmation fausse est Fausse ; voyez laquelle ci-dessous.',
  },
  nonePicked: {
    en: 'No sentence is picked for checking: pick at least one in the side panel.',
    de: 'Kein Satz ist zum Prüfen ausgewählt: Wählen Sie mindestens einen in der Seitenleiste.',
    es: 'No hay ninguna frase elegida para comprobar: elija al menos una en el panel lateral.',
    fr: 'Aucune phrase n’est choisie pour la vérification : choisissez-en au moins une dans le panneau latéral.',
  },
  onlyReports: {
    en: '$1 The selection only reports what someone says; there is no claim about the world in it to check.',
    de: '$1 Die Auswahl gibt nur wieder, was jemand sagt; sie enthält keine Behauptung über die Welt, die sich prüfen ließe.',
    es: '$1 La selección solo relata lo que alguien dice; no contiene ninguna afirmación sobre el mundo que comprobar.',
    fr: '$1 La sélection ne fait que rapporter ce que quelqu’un dit ; elle ne contient aucune affirmation sur le monde à vérifier.',
  },
  moreReasons: {
    en: ' (and $1 more reasons below)',
    de: ' (und $1 weitere Gründe unten)',
    es: ' (y $1 motivos más abajo)',
    fr: ' (et $1 autres raisons ci-dessous)',
  },
  why: { en: ' Why: $1$2', de: ' Warum: $1$2', es: ' Por qué: $1$2', fr: ' Pourquoi : $1$2' },
  unverified: {
    en: '$1 Some claims could not be verified and none is false, so the selection is Unverified.$2',
    de: '$1 Einige Behauptungen ließen sich nicht bestätigen und keine ist falsch, also ist die Auswahl Unbestätigt.$2',
    es: '$1 Algunas afirmaciones no se pudieron verificar y ninguna es falsa, así que la selección es No verificada.$2',
    fr: '$1 Certaines affirmations n’ont pas pu être vérifiées et aucune n’est fausse, la sélection est donc Non vérifiée.$2',
  },
});

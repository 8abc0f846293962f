import { defineMessages } from '../define';

/** Why memory answered or passed a claim (lib/pipeline/stages/memory). */
export const reasonsMemory = defineMessages('reasons', {
  noModels: {
    en: 'No local models installed yet — open Settings → Models to install them.',
    de: 'Noch keine lokalen Modelle installiert – öffnen Sie Einstellungen → Modelle, um sie zu installieren.',
    es: 'Aún no hay modelos locales instalados: abra Ajustes → Modelos para instalarlos.',
    fr: 'Aucun modèle local installé pour l’instant : ouvrez Paramètres → Modèles pour les installer.',
  },
  noNli: {
    en: 'No NLI model yet: open Settings → Models to download it.',
    de: 'Noch kein NLI-Modell: öffnen Sie Einstellungen → Modelle, um es herunterzuladen.',
    es: 'Aún no hay modelo NLI: abra Ajustes → Modelos para descargarlo.',
    fr: 'Pas encore de modèle NLI : ouvrez Paramètres → Modèles pour le télécharger.',
  },
  noNliMyth: {
    en: ' A claim that contradicts a statement stored as false is not taken as true without it.',
    de: ' Ohne es gilt eine Behauptung, die einer als falsch gespeicherten Aussage widerspricht, nicht als wahr.',
    es: ' Sin él, una afirmación que contradice un enunciado guardado como falso no se toma por verdadera.',
    fr: ' Sans lui, une affirmation qui contredit un énoncé enregistré comme faux n’est pas tenue pour vraie.',
  },
  emptyGraph: {
    en: 'Local knowledge is empty: import a knowledge pack in the Knowledge tab, or turn on online checking.',
    de: 'Das lokale Wissen ist leer: Importieren Sie ein Wissenspaket im Tab „Wissen“ oder schalten Sie die Online-Prüfung ein.',
    es: 'El conocimiento local está vacío: importe un paquete de conocimiento en la pestaña Conocimiento o active la comprobación en línea.',
    fr: 'Les connaissances locales sont vides : importez un pack de connaissances dans l’onglet Connaissances, ou activez la vérification en ligne.',
  },
  cannotSettle: {
    en: '$1 Memory cannot settle it.',
    de: '$1 Das Gedächtnis kann sie nicht entscheiden.',
    es: '$1 La memoria no puede resolverla.',
    fr: '$1 La mémoire ne peut pas trancher.',
  },
  stillIndexing: {
    en: 'Local knowledge is still being indexed for $1 ($2 statements): check again in a moment.',
    de: 'Das lokale Wissen wird noch für $1 indexiert ($2 Aussagen): prüfen Sie gleich noch einmal.',
    es: 'El conocimiento local aún se está indexando para $1 ($2 enunciados): vuelva a comprobar en un momento.',
    fr: 'Les connaissances locales sont encore en cours d’indexation pour $1 ($2 énoncés) : vérifiez de nouveau dans un instant.',
  },
  verbatimTrue: {
    en: 'This claim is stored in local knowledge, word for word, as true.',
    de: 'Diese Behauptung ist im lokalen Wissen wörtlich als wahr gespeichert.',
    es: 'Esta afirmación está guardada en el conocimiento local, palabra por palabra, como verdadera.',
    fr: 'Cette affirmation est enregistrée dans les connaissances locales, mot pour mot, comme vraie.',
  },
  verbatimFalse: {
    en: 'This claim is stored in local knowledge, word for word, as false.',
    de: 'Diese Behauptung ist im lokalen Wissen wörtlich als falsch gespeichert.',
    es: 'Esta afirmación está guardada en el conocimiento local, palabra por palabra, como falsa.',
    fr: 'Cette affirmation est enregistrée dans les connaissances locales, mot pour mot, comme fausse.',
  },
  matchRemoved: {
    en: 'The stored statement that matched was just removed: check again.',
    de: 'Die gespeicherte Aussage, die passte, wurde eben entfernt: prüfen Sie noch einmal.',
    es: 'El enunciado guardado que coincidía se acaba de eliminar: vuelva a comprobar.',
    fr: 'L’énoncé enregistré qui correspondait vient d’être supprimé : vérifiez de nouveau.',
  },
  couldNotSettle: {
    en: 'Memory could not settle it: $1',
    de: 'Das Gedächtnis konnte sie nicht entscheiden: $1',
    es: 'La memoria no pudo resolverla: $1',
    fr: 'La mémoire n’a pas pu trancher : $1',
  },
  correctionEntails: {
    en: 'This claim contradicts a statement stored as false (similarity $1, $2 $3%), and the stored correction entails it (entailment $4%).',
    de: 'Diese Behauptung widerspricht einer als falsch gespeicherten Aussage (Ähnlichkeit $1, $2 $3 %), und die gespeicherte Korrektur folgert sie (Folgerung $4 %).',
    es: 'Esta afirmación contradice un enunciado guardado como falso (similitud $1, $2 $3 %), y la corrección guardada la implica (implicación $4 %).',
    fr: 'Cette affirmation contredit un énoncé enregistré comme faux (similarité $1, $2 $3 %), et la correction enregistrée l’implique (implication $4 %).',
  },
  matchesTrue: {
    en: 'A statement stored as true matches this claim (similarity $1, $2 $3%).',
    de: 'Eine als wahr gespeicherte Aussage passt zu dieser Behauptung (Ähnlichkeit $1, $2 $3 %).',
    es: 'Un enunciado guardado como verdadero coincide con esta afirmación (similitud $1, $2 $3 %).',
    fr: 'Un énoncé enregistré comme vrai correspond à cette affirmation (similarité $1, $2 $3 %).',
  },
  matchesFalse: {
    en: 'A statement stored as false matches this claim (similarity $1, $2 $3%).',
    de: 'Eine als falsch gespeicherte Aussage passt zu dieser Behauptung (Ähnlichkeit $1, $2 $3 %).',
    es: 'Un enunciado guardado como falso coincide con esta afirmación (similitud $1, $2 $3 %).',
    fr: 'Un énoncé enregistré comme faux correspond à cette affirmation (similarité $1, $2 $3 %).',
  },
  relationEntailment: { en: 'entailment', de: 'Folgerung', es: 'implicación', fr: 'implication' },
  relationContradiction: { en: 'contradiction', de: 'Widerspruch', es: 'contradicción', fr: 'contradiction' },
  relationNeutral: { en: 'neutral', de: 'neutral', es: 'neutral', fr: 'neutre' },
  summaryNoEmbedder: {
    en: 'No embedding model: only word-for-word matches can be found, and there was none.',
    de: 'Kein Embedding-Modell: Nur wörtliche Treffer sind möglich, und es gab keinen.',
    es: 'Sin modelo de embeddings: solo se pueden encontrar coincidencias palabra por palabra, y no hubo ninguna.',
    fr: 'Pas de modèle d’embeddings : seules les correspondances mot pour mot peuvent être trouvées, et il n’y en a eu aucune.',
  },
  summaryVerbatimClaim: {
    en: 'Word-for-word match of a claim stored as $1: no model needed.',
    de: 'Wörtlicher Treffer einer als $1 gespeicherten Behauptung: kein Modell nötig.',
    es: 'Coincidencia palabra por palabra con una afirmación guardada como $1: no hace falta ningún modelo.',
    fr: 'Correspondance mot pour mot avec une affirmation enregistrée comme $1 : aucun modèle nécessaire.',
  },
  summaryVerbatimFact: {
    en: 'Word-for-word match of a fact stored as $1: no model needed.',
    de: 'Wörtlicher Treffer eines als $1 gespeicherten Fakts: kein Modell nötig.',
    es: 'Coincidencia palabra por palabra con un hecho guardado como $1: no hace falta ningún modelo.',
    fr: 'Correspondance mot pour mot avec un fait enregistré comme $1 : aucun modèle nécessaire.',
  },
  summaryEmpty: {
    en: 'Local knowledge is empty.',
    de: 'Das lokale Wissen ist leer.',
    es: 'El conocimiento local está vacío.',
    fr: 'Les connaissances locales sont vides.',
  },
  summaryGuard: {
    en: '$1 guard: $2',
    de: 'Schutzregel $1: $2',
    es: 'Salvaguarda $1: $2',
    fr: 'Garde-fou $1 : $2',
  },
  oldEvidence: {
    en: 'Evidence from $1: guidance may have changed since. Check online for newer evidence (“Check online instead” in the side panel).',
    de: 'Belege von $1: Die Empfehlungen können sich seitdem geändert haben. Suchen Sie online nach neueren Belegen („Stattdessen online prüfen“ in der Seitenleiste).',
    es: 'Pruebas de $1: las recomendaciones pueden haber cambiado desde entonces. Busque pruebas más recientes en línea («Comprobar en línea» en el panel lateral).',
    fr: 'Preuves de $1 : les recommandations ont pu changer depuis. Cherchez des preuves plus récentes en ligne (« Vérifier en ligne à la place » dans le panneau latéral).',
  },
});

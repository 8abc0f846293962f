import { defineMessages } from '../define';

/** Why the tribunal's verdict stands or not, and how its correction was checked (lib/tribunal, lib/pipeline/correction.ts). */
export const reasonsTribunal = defineMessages('reasonsTribunal', {
  judgeUnsupported: {
    en: "The judge's verdict ($1) had no verified support: $2",
    de: 'Das Urteil des Richters ($1) hatte keine geprüfte Stütze: $2',
    es: 'El veredicto del juez ($1) no tenía ningún respaldo verificado: $2',
    fr: 'Le verdict du juge ($1) n’avait aucun appui vérifié : $2',
  },
  singleUnsupported: {
    en: "The single pass's verdict ($1) had no verified support: $2",
    de: 'Das Urteil des Einzeldurchgangs ($1) hatte keine geprüfte Stütze: $2',
    es: 'El veredicto de la pasada única ($1) no tenía ningún respaldo verificado: $2',
    fr: 'Le verdict de la passe unique ($1) n’avait aucun appui vérifié : $2',
  },
  noneOfItsCitations: {
    en: 'none of its citations survived the quote check.',
    de: 'keines seiner Zitate hat die Zitatprüfung bestanden.',
    es: 'ninguna de sus citas superó la comprobación de citas.',
    fr: 'aucune de ses citations n’a passé la vérification des citations.',
  },
  noSupporting: {
    en: 'no supporting citation survived the quote check.',
    de: 'kein stützendes Zitat hat die Zitatprüfung bestanden.',
    es: 'ninguna cita a favor superó la comprobación de citas.',
    fr: 'aucune citation à l’appui n’a passé la vérification des citations.',
  },
  noContradicting: {
    en: 'no contradicting citation survived the quote check.',
    de: 'kein widersprechendes Zitat hat die Zitatprüfung bestanden.',
    es: 'ninguna cita en contra superó la comprobación de citas.',
    fr: 'aucune citation contraire n’a passé la vérification des citations.',
  },
  noPrimary: {
    en: 'it named no primary source from the evidence.',
    de: 'es nannte keine Hauptquelle aus den Belegen.',
    es: 'no nombró ninguna fuente principal de entre las pruebas.',
    fr: 'il n’a nommé aucune source principale parmi les preuves.',
  },
  primaryNotPassage: {
    en: 'its primary source $1 is not one of the evidence passages.',
    de: 'seine Hauptquelle $1 ist keine der Passagen der Belege.',
    es: 'su fuente principal $1 no es ninguno de los pasajes de prueba.',
    fr: 'sa source principale $1 ne fait pas partie des passages de preuve.',
  },
  primaryUnquoted: {
    en: 'its primary source $1 is not a page with a verified quote on the side of its verdict.',
    de: 'seine Hauptquelle $1 ist keine Seite mit einem geprüften Zitat auf der Seite seines Urteils.',
    es: 'su fuente principal $1 no es una página con una cita verificada a favor de su veredicto.',
    fr: 'sa source principale $1 n’est pas une page avec une citation vérifiée allant dans le sens de son verdict.',
  },
  singlePassNote: {
    en: 'The single pass weighed the evidence: the tribunal is turned off for this run.',
    de: 'Der Einzeldurchgang hat die Belege abgewogen: Das Tribunal ist für diesen Lauf ausgeschaltet.',
    es: 'La pasada única sopesó las pruebas: el tribunal está desactivado en esta ejecución.',
    fr: 'La passe unique a pesé les preuves : le tribunal est désactivé pour cette exécution.',
  },
  entailedBy: {
    en: 'Entailed by the passage from $1 (P(entailment) $2 ≥ $3).',
    de: 'Aus der Passage von $1 gefolgert (P(Folgerung) $2 ≥ $3).',
    es: 'Implicada por el pasaje de $1 (P(implicación) $2 ≥ $3).',
    fr: 'Impliquée par le passage de $1 (P(implication) $2 ≥ $3).',
  },
  noPassage: {
    en: 'no passage to test it against',
    de: 'keine Passage, an der sie sich prüfen ließe',
    es: 'ningún pasaje con el que comprobarla',
    fr: 'aucun passage auquel la confronter',
  },
  bestEntailment: {
    en: 'best P(entailment) $1, needs $2 with every number, date and place in the passage',
    de: 'beste P(Folgerung) $1, nötig sind $2 mit jeder Zahl, jedem Datum und jedem Ort in der Passage',
    es: 'mejor P(implicación) $1, se necesita $2 con cada número, fecha y lugar en el pasaje',
    fr: 'meilleure P(implication) $1, il faut $2 avec chaque nombre, date et lieu dans le passage',
  },
  notEntailed: {
    en: 'No verified passage entails the corrected claim ($1).',
    de: 'Keine geprüfte Passage folgert die korrigierte Behauptung ($1).',
    es: 'Ningún pasaje verificado implica la afirmación corregida ($1).',
    fr: 'Aucun passage vérifié n’implique l’affirmation corrigée ($1).',
  },
  saysVerbatim: {
    en: 'The passage from $1 says it word for word (quote check).',
    de: 'Die Passage von $1 sagt es wörtlich (Zitatprüfung).',
    es: 'El pasaje de $1 lo dice palabra por palabra (comprobación de citas).',
    fr: 'Le passage de $1 le dit mot pour mot (vérification des citations).',
  },
  noVerbatimNoNli: {
    en: 'No verified passage says the corrected claim word for word, and no NLI model is installed to test a paraphrase (Settings → Models).',
    de: 'Keine geprüfte Passage sagt die korrigierte Behauptung wörtlich, und es ist kein NLI-Modell installiert, um eine Umschreibung zu prüfen (Einstellungen → Modelle).',
    es: 'Ningún pasaje verificado dice la afirmación corregida palabra por palabra, y no hay ningún modelo NLI instalado para comprobar una paráfrasis (Ajustes → Modelos).',
    fr: 'Aucun passage vérifié ne dit l’affirmation corrigée mot pour mot, et aucun modèle NLI n’est installé pour vérifier une paraphrase (Paramètres → Modèles).',
  },
});

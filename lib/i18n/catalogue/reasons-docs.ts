import { defineMessages } from '../define';

/** Why the reader's documents settled a claim or not (lib/pipeline/stages/documents). */
export const reasonsDocs = defineMessages('reasonsDocs', {
  noneCloseEnough: {
    en: 'Your documents hold no passage close enough to this claim.',
    de: 'Ihre Dokumente enthalten keine Passage, die dieser Behauptung nahe genug kommt.',
    es: 'Sus documentos no contienen ningún pasaje lo bastante cercano a esta afirmación.',
    fr: 'Vos documents ne contiennent aucun passage assez proche de cette affirmation.',
  },
  notSettledBy: {
    en: 'Your documents did not settle this claim: $1',
    de: 'Ihre Dokumente haben diese Behauptung nicht entschieden: $1',
    es: 'Sus documentos no resolvieron esta afirmación: $1',
    fr: 'Vos documents n’ont pas tranché cette affirmation : $1',
  },
  tribunalUndecided: {
    en: 'the tribunal did not decide.',
    de: 'Das Tribunal hat nicht entschieden.',
    es: 'el tribunal no decidió.',
    fr: 'le tribunal n’a pas tranché.',
  },
  addressedToAi: {
    en: 'Your documents did not settle this claim: the verdict rested on a passage with text addressed to AI systems, which never moves a verdict.',
    de: 'Ihre Dokumente haben diese Behauptung nicht entschieden: Das Urteil stützte sich auf eine Passage mit Text, der sich an KI-Systeme richtet, und solcher Text bewegt nie ein Urteil.',
    es: 'Sus documentos no resolvieron esta afirmación: el veredicto se apoyaba en un pasaje con texto dirigido a sistemas de IA, que nunca mueve un veredicto.',
    fr: 'Vos documents n’ont pas tranché cette affirmation : le verdict reposait sur un passage contenant du texte adressé à des systèmes d’IA, qui ne fait jamais pencher un verdict.',
  },
  standsTrue: {
    en: "The tribunal's True stands on your documents.",
    de: 'Das Wahr des Tribunals stützt sich auf Ihre Dokumente.',
    es: 'El Verdadero del tribunal se apoya en sus documentos.',
    fr: 'Le Vrai du tribunal repose sur vos documents.',
  },
  standsFalse: {
    en: "The tribunal's False stands on your documents.",
    de: 'Das Falsch des Tribunals stützt sich auf Ihre Dokumente.',
    es: 'El Falso del tribunal se apoya en sus documentos.',
    fr: 'Le Faux du tribunal repose sur vos documents.',
  },
  needsModels: {
    en: 'Passages of your documents were found (below), but weighing them needs an LLM (Settings → LLM) or the local embedding and NLI models (Settings → Models).',
    de: 'Passagen Ihrer Dokumente wurden gefunden (unten), aber sie abzuwägen braucht ein LLM (Einstellungen → LLM) oder die lokalen Embedding- und NLI-Modelle (Einstellungen → Modelle).',
    es: 'Se encontraron pasajes de sus documentos (abajo), pero sopesarlos requiere un LLM (Ajustes → LLM) o los modelos locales de embeddings y NLI (Ajustes → Modelos).',
    fr: 'Des passages de vos documents ont été trouvés (ci-dessous), mais les peser demande un LLM (Paramètres → LLM) ou les modèles locaux d’embeddings et NLI (Paramètres → Modèles).',
  },
  notSettled: {
    en: 'Your documents did not settle this claim. $1',
    de: 'Ihre Dokumente haben diese Behauptung nicht entschieden. $1',
    es: 'Sus documentos no resolvieron esta afirmación. $1',
    fr: 'Vos documents n’ont pas tranché cette affirmation. $1',
  },
  disagree: {
    en: 'Your documents disagree about this claim: one passage supports it and another contradicts it.',
    de: 'Ihre Dokumente sind sich bei dieser Behauptung uneins: Eine Passage stützt sie, eine andere widerspricht ihr.',
    es: 'Sus documentos discrepan sobre esta afirmación: un pasaje la respalda y otro la contradice.',
    fr: 'Vos documents divergent sur cette affirmation : un passage la soutient et un autre la contredit.',
  },
  noPassageSettles: {
    en: 'No passage of your documents settles the claim by the local NLI model$1.',
    de: 'Keine Passage Ihrer Dokumente entscheidet die Behauptung nach dem lokalen NLI-Modell$1.',
    es: 'Ningún pasaje de sus documentos resuelve la afirmación según el modelo NLI local$1.',
    fr: 'Aucun passage de vos documents ne tranche l’affirmation selon le modèle NLI local$1.',
  },
  noneMentionsOne: {
    en: 'None of your $1 document(s) mentions what the claim is about.',
    de: 'Ihr $1 Dokument erwähnt nicht, worum es in der Behauptung geht.',
    es: 'Su $1 documento no menciona de qué trata la afirmación.',
    fr: 'Votre $1 document ne mentionne pas l’objet de l’affirmation.',
  },
  noneMentionsOther: {
    en: 'None of your $1 document(s) mentions what the claim is about.',
    de: 'Keines Ihrer $1 Dokumente erwähnt, worum es in der Behauptung geht.',
    es: 'Ninguno de sus $1 documentos menciona de qué trata la afirmación.',
    fr: 'Aucun de vos $1 documents ne mentionne l’objet de l’affirmation.',
  },
});

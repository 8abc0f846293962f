import { defineMessages } from '../define';

/** An open question's answer and how a selection was split (lib/pipeline/answer, lib/pipeline/stages/decompose.ts). */
export const reasonsAnswer = defineMessages('reasonsAnswer', {
  needsLlm: {
    en: 'A composed answer needs an LLM (Settings → LLM).',
    de: 'Eine zusammengesetzte Antwort braucht ein LLM (Einstellungen → LLM).',
    es: 'Una respuesta redactada requiere un LLM (Ajustes → LLM).',
    fr: 'Une réponse rédigée demande un LLM (Paramètres → LLM).',
  },
  couldNotWrite: {
    en: 'The LLM could not write an answer: $1',
    de: 'Das LLM konnte keine Antwort schreiben: $1',
    es: 'El LLM no pudo redactar una respuesta: $1',
    fr: 'Le LLM n’a pas pu rédiger de réponse : $1',
  },
  noAnswer: {
    en: 'The LLM found no answer to this question in these passages.',
    de: 'Das LLM fand in diesen Passagen keine Antwort auf diese Frage.',
    es: 'El LLM no encontró respuesta a esta pregunta en estos pasajes.',
    fr: 'Le LLM n’a trouvé aucune réponse à cette question dans ces passages.',
  },
  notOpened: {
    en: 'The LLM could not be opened, so no answer was composed.',
    de: 'Das LLM konnte nicht geöffnet werden, daher wurde keine Antwort zusammengesetzt.',
    es: 'No se pudo abrir el LLM, así que no se redactó ninguna respuesta.',
    fr: 'Le LLM n’a pas pu être ouvert, aucune réponse n’a donc été rédigée.',
  },
  contradicted: {
    en: 'Your sources contradict it.',
    de: 'Ihre Quellen widersprechen dem.',
    es: 'Sus fuentes lo contradicen.',
    fr: 'Vos sources le contredisent.',
  },
  contradictedBy: {
    en: 'Your sources contradict it: $1',
    de: 'Ihre Quellen widersprechen dem: $1',
    es: 'Sus fuentes lo contradicen: $1',
    fr: 'Vos sources le contredisent : $1',
  },
  unconfirmed: {
    en: 'Your documents and memory do not confirm it.',
    de: 'Ihre Dokumente und Ihr Gedächtnis bestätigen es nicht.',
    es: 'Sus documentos y su memoria no lo confirman.',
    fr: 'Vos documents et votre mémoire ne le confirment pas.',
  },
  openQuestion: {
    en: 'An open question has no Yes or No. $1 The passages of your sources nearest it are below, each with where it is from.',
    de: 'Eine offene Frage hat kein Ja oder Nein. $1 Die Passagen Ihrer Quellen, die ihr am nächsten kommen, stehen unten, jede mit ihrer Herkunft.',
    es: 'Una pregunta abierta no tiene Sí ni No. $1 Los pasajes de sus fuentes más cercanos a ella están abajo, cada uno con su procedencia.',
    fr: 'Une question ouverte n’a ni Oui ni Non. $1 Les passages de vos sources les plus proches figurent ci-dessous, chacun avec sa provenance.',
  },
  noneVerified: {
    en: "The LLM's answer was checked fact by fact against your sources, and none of its $1 facts is verified: nothing of it is shown as the answer.",
    de: 'Die Antwort des LLM wurde Fakt für Fakt an Ihren Quellen geprüft, und keiner ihrer $1 Fakten ist bestätigt: Nichts davon wird als Antwort gezeigt.',
    es: 'La respuesta del LLM se comprobó dato por dato con sus fuentes, y ninguno de sus $1 datos está verificado: no se muestra nada de ella como respuesta.',
    fr: 'La réponse du LLM a été vérifiée fait par fait au regard de vos sources, et aucun de ses $1 faits n’est vérifié : rien n’en est montré comme réponse.',
  },
  someVerified: {
    en: "Answered from your sources: $1 of the $2 facts of the LLM's answer are verified, each with its citation; the rest are listed as not verified.",
    de: 'Aus Ihren Quellen beantwortet: $1 der $2 Fakten der Antwort des LLM sind bestätigt, jeder mit seinem Zitat; die übrigen sind als nicht bestätigt aufgeführt.',
    es: 'Respondida a partir de sus fuentes: $1 de los $2 datos de la respuesta del LLM están verificados, cada uno con su cita; el resto figura como no verificado.',
    fr: 'Réponse tirée de vos sources : $1 des $2 faits de la réponse du LLM sont vérifiés, chacun avec sa citation ; les autres sont listés comme non vérifiés.',
  },
  splitByRules: {
    en: 'Split by rules. $1',
    de: 'Nach Regeln geteilt. $1',
    es: 'Dividida por reglas. $1',
    fr: 'Découpée par règles. $1',
  },
  splitLlmFailed: {
    en: 'Split by rules: the LLM could not be used ($1).',
    de: 'Nach Regeln geteilt: Das LLM konnte nicht genutzt werden ($1).',
    es: 'Dividida por reglas: no se pudo usar el LLM ($1).',
    fr: 'Découpée par règles : le LLM n’a pas pu être utilisé ($1).',
  },
  singleGraph: {
    en: 'One sentence with several relations: checked as written first, then relation by relation through its claim graph (GraphCheck).',
    de: 'Ein Satz mit mehreren Beziehungen: zuerst wie geschrieben geprüft, dann Beziehung für Beziehung über seinen Behauptungsgraphen (GraphCheck).',
    es: 'Una frase con varias relaciones: se comprueba primero tal como está escrita y después relación por relación a través de su grafo de afirmaciones (GraphCheck).',
    fr: 'Une phrase à plusieurs relations : vérifiée d’abord telle qu’écrite, puis relation par relation via son graphe d’affirmations (GraphCheck).',
  },
});

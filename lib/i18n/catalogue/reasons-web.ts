import { defineMessages } from '../define';

/** Why the trusted web and the tribunal gave the verdict they gave, or none (lib/pipeline/stages). */
export const reasonsWeb = defineMessages('reasonsWeb', {
  webOff: {
    en: 'Online checking is off: turn it on in Settings → Web to search your trusted sources.',
    de: 'Die Online-Prüfung ist aus: Schalten Sie sie unter Einstellungen → Web ein, um Ihre vertrauenswürdigen Quellen zu durchsuchen.',
    es: 'La comprobación en línea está desactivada: actívela en Ajustes → Web para buscar en sus fuentes de confianza.',
    fr: 'La vérification en ligne est désactivée : activez-la dans Paramètres → Web pour chercher dans vos sources de confiance.',
  },
  noSources: {
    en: 'Your trusted-source list is empty: add sources in the Sources tab.',
    de: 'Ihre Liste vertrauenswürdiger Quellen ist leer: Fügen Sie im Tab „Quellen“ Quellen hinzu.',
    es: 'Su lista de fuentes de confianza está vacía: añada fuentes en la pestaña Fuentes.',
    fr: 'Votre liste de sources de confiance est vide : ajoutez des sources dans l’onglet Sources.',
  },
  noEmbedder: {
    en: 'Web evidence needs an embedding model to rank passages: open Settings → Models to install one. Nothing was sent online.',
    de: 'Belege aus dem Web brauchen ein Embedding-Modell, um Passagen zu ordnen: Öffnen Sie Einstellungen → Modelle, um eines zu installieren. Nichts wurde online gesendet.',
    es: 'Las pruebas de la web necesitan un modelo de embeddings para ordenar los pasajes: abra Ajustes → Modelos para instalar uno. No se envió nada en línea.',
    fr: 'Les preuves du web ont besoin d’un modèle d’embeddings pour classer les passages : ouvrez Paramètres → Modèles pour en installer un. Rien n’a été envoyé en ligne.',
  },
  needsLlm: {
    en: 'Trusted sources were found (below), but weighing them needs an LLM: set one up in Settings → LLM to get a True or False verdict.',
    de: 'Vertrauenswürdige Quellen wurden gefunden (unten), aber sie abzuwägen braucht ein LLM: Richten Sie eines unter Einstellungen → LLM ein, um ein Urteil Wahr oder Falsch zu erhalten.',
    es: 'Se encontraron fuentes de confianza (abajo), pero sopesarlas requiere un LLM: configure uno en Ajustes → LLM para obtener un veredicto Verdadero o Falso.',
    fr: 'Des sources de confiance ont été trouvées (ci-dessous), mais les peser demande un LLM : configurez-en un dans Paramètres → LLM pour obtenir un verdict Vrai ou Faux.',
  },
  noneRead: {
    en: 'none of the trusted pages could be read',
    de: 'keine der vertrauenswürdigen Seiten konnte gelesen werden',
    es: 'no se pudo leer ninguna de las páginas de confianza',
    fr: 'aucune des pages de confiance n’a pu être lue',
  },
  noneFound: {
    en: 'no trusted page was found',
    de: 'es wurde keine vertrauenswürdige Seite gefunden',
    es: 'no se encontró ninguna página de confianza',
    fr: 'aucune page de confiance n’a été trouvée',
  },
  noUsable: {
    en: 'No usable evidence on your trusted sources. $1.',
    de: 'Keine verwertbaren Belege in Ihren vertrauenswürdigen Quellen. $1.',
    es: 'No hay pruebas utilizables en sus fuentes de confianza. $1.',
    fr: 'Aucune preuve exploitable dans vos sources de confiance. $1.',
  },
  notClose: {
    en: 'The trusted sources found do not address this claim closely enough (best passage $1, below $2).',
    de: 'Die gefundenen vertrauenswürdigen Quellen behandeln diese Behauptung nicht genau genug (beste Passage $1, unter $2).',
    es: 'Las fuentes de confianza encontradas no tratan esta afirmación con suficiente precisión (mejor pasaje $1, por debajo de $2).',
    fr: 'Les sources de confiance trouvées ne traitent pas cette affirmation d’assez près (meilleur passage $1, sous $2).',
  },
  nothing: { en: 'nothing', de: 'keine', es: 'ninguno', fr: 'aucun' },
  ratedOn: { en: ' on $1', de: ' am $1', es: ' el $1', fr: ' le $1' },
  ratedVerbatim: {
    en: '$1, a fact-checker on your trusted list, rated these exact words “$2”$3. A trusted rating of the same words is taken as the verdict without the tribunal.$4',
    de: '$1, ein Faktenprüfer auf Ihrer vertrauenswürdigen Liste, hat genau diese Worte mit „$2“ bewertet$3. Eine vertrauenswürdige Bewertung derselben Worte gilt ohne das Tribunal als Urteil.$4',
    es: '$1, un verificador de datos de su lista de confianza, calificó estas mismas palabras como «$2»$3. Una calificación de confianza de las mismas palabras se toma como veredicto sin el tribunal.$4',
    fr: '$1, un vérificateur de faits de votre liste de confiance, a noté ces mots exacts « $2 »$3. Une note de confiance des mêmes mots est retenue comme verdict sans le tribunal.$4',
  },
  olderRating: {
    en: ' An older rating of the same words ($1, “$2” on $3) gives way to it: newer guidance is preferred.',
    de: ' Eine ältere Bewertung derselben Worte ($1, „$2“ am $3) tritt dahinter zurück: Neuere Empfehlungen haben Vorrang.',
    es: ' Una calificación más antigua de las mismas palabras ($1, «$2» el $3) cede ante ella: se prefieren las recomendaciones más recientes.',
    fr: ' Une note plus ancienne des mêmes mots ($1, « $2 » le $3) s’efface devant elle : les recommandations plus récentes priment.',
  },
  notWeighed: {
    en: 'The evidence below was not weighed: $1',
    de: 'Die Belege unten wurden nicht abgewogen: $1',
    es: 'Las pruebas de abajo no se sopesaron: $1',
    fr: 'Les preuves ci-dessous n’ont pas été pesées : $1',
  },
  noLlm: {
    en: 'No LLM is set up, so the evidence below was not weighed. Choose one in Settings → LLM to get a verdict.',
    de: 'Es ist kein LLM eingerichtet, daher wurden die Belege unten nicht abgewogen. Wählen Sie eines unter Einstellungen → LLM, um ein Urteil zu erhalten.',
    es: 'No hay ningún LLM configurado, así que las pruebas de abajo no se sopesaron. Elija uno en Ajustes → LLM para obtener un veredicto.',
    fr: 'Aucun LLM n’est configuré, les preuves ci-dessous n’ont donc pas été pesées. Choisissez-en un dans Paramètres → LLM pour obtenir un verdict.',
  },
  llmFailed: {
    en: 'The LLM could not weigh the evidence: $1 The evidence found is shown below.',
    de: 'Das LLM konnte die Belege nicht abwägen: $1 Die gefundenen Belege stehen unten.',
    es: 'El LLM no pudo sopesar las pruebas: $1 Las pruebas encontradas se muestran abajo.',
    fr: 'Le LLM n’a pas pu peser les preuves : $1 Les preuves trouvées sont affichées ci-dessous.',
  },
  unknownError: { en: 'unknown error', de: 'unbekannter Fehler', es: 'error desconocido', fr: 'erreur inconnue' },
  undecided: {
    en: 'The trusted evidence found is insufficient or contradictory, so the tribunal did not decide.',
    de: 'Die gefundenen vertrauenswürdigen Belege reichen nicht aus oder widersprechen sich, daher hat das Tribunal nicht entschieden.',
    es: 'Las pruebas de confianza encontradas son insuficientes o contradictorias, así que el tribunal no decidió.',
    fr: 'Les preuves de confiance trouvées sont insuffisantes ou contradictoires, le tribunal n’a donc pas tranché.',
  },
  notChecked: {
    en: 'The verdict was not checked against the evidence.',
    de: 'Das Urteil wurde nicht an den Belegen geprüft.',
    es: 'El veredicto no se comprobó con las pruebas.',
    fr: 'Le verdict n’a pas été vérifié au regard des preuves.',
  },
  shownBelow: {
    en: '$1 The evidence found is shown below.',
    de: '$1 Die gefundenen Belege stehen unten.',
    es: '$1 Las pruebas encontradas se muestran abajo.',
    fr: '$1 Les preuves trouvées sont affichées ci-dessous.',
  },
  nothingSettled: {
    en: 'Nothing could settle this claim.',
    de: 'Nichts konnte diese Behauptung entscheiden.',
    es: 'Nada pudo resolver esta afirmación.',
    fr: 'Rien n’a pu trancher cette affirmation.',
  },
});

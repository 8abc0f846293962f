import { defineMessages } from '../define';

/** What a check tells beside its verdict: translation, saving to memory (lib/pipeline). */
export const noticesMessages = defineMessages('notices', {
  checkedAs: {
    en: 'Checked in English as: “$1” (translated from $2 on your device).',
    de: 'Auf Englisch geprüft als: „$1“ (auf Ihrem Gerät übersetzt aus: $2).',
    es: 'Comprobado en inglés como: «$1» (traducido del $2 en su dispositivo).',
    fr: 'Vérifié en anglais comme : « $1 » (traduit sur votre appareil, langue d’origine : $2).',
  },
  untranslated: {
    en: "ClaimLens's models read English; $1 needs the multilingual models (Settings → Models) or Chrome's on-device translation, and $2. So memory was skipped and only the trusted web was asked.",
    de: 'Die Modelle von ClaimLens lesen Englisch; für diese Sprache ($1) braucht es die mehrsprachigen Modelle (Einstellungen → Modelle) oder die Übersetzung von Chrome auf dem Gerät, und $2. Daher wurde das Gedächtnis übersprungen und nur das vertrauenswürdige Web gefragt.',
    es: 'Los modelos de ClaimLens leen inglés; el $1 necesita los modelos multilingües (Ajustes → Modelos) o la traducción en el dispositivo de Chrome, y $2. Por eso se omitió la memoria y solo se consultó la web de confianza.',
    fr: 'Les modèles de ClaimLens lisent l’anglais ; pour cette langue ($1), il faut les modèles multilingues (Paramètres → Modèles) ou la traduction sur l’appareil de Chrome, et $2. La mémoire a donc été ignorée et seul le web de confiance a été interrogé.',
  },
  correctionNotStored: {
    en: 'The corrected claim was not stored: $1',
    de: 'Die korrigierte Behauptung wurde nicht gespeichert: $1',
    es: 'La afirmación corregida no se guardó: $1',
    fr: 'L’affirmation corrigée n’a pas été enregistrée : $1',
  },
  noFacts: {
    en: 'No facts were extracted ($1); the claim is saved without them.',
    de: 'Es wurden keine Fakten extrahiert ($1); die Behauptung wird ohne sie gespeichert.',
    es: 'No se extrajeron hechos ($1); la afirmación se guarda sin ellos.',
    fr: 'Aucun fait n’a été extrait ($1) ; l’affirmation est enregistrée sans eux.',
  },
  noVectors: {
    en: 'Saved without vectors: no embedding model is installed yet. They are computed when one is installed (Settings → Models).',
    de: 'Ohne Vektoren gespeichert: Es ist noch kein Embedding-Modell installiert. Sie werden berechnet, sobald eines installiert ist (Einstellungen → Modelle).',
    es: 'Guardado sin vectores: aún no hay ningún modelo de embeddings instalado. Se calculan cuando se instale uno (Ajustes → Modelos).',
    fr: 'Enregistré sans vecteurs : aucun modèle d’embeddings n’est encore installé. Ils seront calculés dès qu’un modèle sera installé (Paramètres → Modèles).',
  },
  notSaved: {
    en: 'The verdict could not be saved to memory: $1',
    de: 'Das Urteil konnte nicht im Gedächtnis gespeichert werden: $1',
    es: 'El veredicto no se pudo guardar en la memoria: $1',
    fr: 'Le verdict n’a pas pu être enregistré dans la mémoire : $1',
  },
});

/** Who an online check sends what to, and why nothing was sent (lib/privacy). */
export const consentSent = defineMessages('consentSent', {
  tribunalUse: {
    en: 'once to each role of the tribunal and to the fact extractor, again when an answer must be corrected',
    de: 'einmal an jede Rolle des Tribunals und an den Fakten-Extraktor, erneut, wenn eine Antwort korrigiert werden muss',
    es: 'una vez a cada rol del tribunal y al extractor de hechos, otra vez cuando haya que corregir una respuesta',
    fr: 'une fois à chaque rôle du tribunal et à l’extracteur de faits, de nouveau quand une réponse doit être corrigée',
  },
  bundleOne: {
    en: 'the claim and $1 evidence passage with their URLs ($2 characters), $3',
    de: 'die Behauptung und $1 Passage als Beleg mit ihren URLs ($2 Zeichen), $3',
    es: 'la afirmación y $1 pasaje de prueba con sus URL ($2 caracteres), $3',
    fr: 'l’affirmation et $1 passage de preuve avec leurs URL ($2 caractères), $3',
  },
  bundleOther: {
    en: 'the claim and $1 evidence passages with their URLs ($2 characters), $3',
    de: 'die Behauptung und $1 Passagen als Belege mit ihren URLs ($2 Zeichen), $3',
    es: 'la afirmación y $1 pasajes de prueba con sus URL ($2 caracteres), $3',
    fr: 'l’affirmation et $1 passages de preuve avec leurs URL ($2 caractères), $3',
  },
  answerOne: {
    en: 'the question and $1 passage of your documents and memory ($2 characters), to write an answer that is then checked fact by fact',
    de: 'die Frage und $1 Passage aus Ihren Dokumenten und Ihrem Gedächtnis ($2 Zeichen), um eine Antwort zu schreiben, die dann Fakt für Fakt geprüft wird',
    es: 'la pregunta y $1 pasaje de sus documentos y su memoria ($2 caracteres), para redactar una respuesta que luego se comprueba dato por dato',
    fr: 'la question et $1 passage de vos documents et de votre mémoire ($2 caractères), pour rédiger une réponse ensuite vérifiée fait par fait',
  },
  answerOther: {
    en: 'the question and $1 passages of your documents and memory ($2 characters), to write an answer that is then checked fact by fact',
    de: 'die Frage und $1 Passagen aus Ihren Dokumenten und Ihrem Gedächtnis ($2 Zeichen), um eine Antwort zu schreiben, die dann Fakt für Fakt geprüft wird',
    es: 'la pregunta y $1 pasajes de sus documentos y su memoria ($2 caracteres), para redactar una respuesta que luego se comprueba dato por dato',
    fr: 'la question et $1 passages de vos documents et de votre mémoire ($2 caractères), pour rédiger une réponse ensuite vérifiée fait par fait',
  },
  llmModel: { en: '$1 (model $2)', de: '$1 (Modell $2)', es: '$1 (modelo $2)', fr: '$1 (modèle $2)' },
  searchQuery: {
    en: 'a search query made from the claim',
    de: 'eine aus der Behauptung gebildete Suchanfrage',
    es: 'una consulta de búsqueda hecha a partir de la afirmación',
    fr: 'une requête de recherche tirée de l’affirmation',
  },
  trustedSources: {
    en: 'your trusted sources',
    de: 'Ihre vertrauenswürdigen Quellen',
    es: 'sus fuentes de confianza',
    fr: 'vos sources de confiance',
  },
  pages: {
    en: 'requests for up to $1 of their pages found by the search (the claim is not sent)',
    de: 'Abrufe von bis zu $1 ihrer Seiten, die die Suche gefunden hat (die Behauptung wird nicht gesendet)',
    es: 'solicitudes de hasta $1 de sus páginas encontradas por la búsqueda (la afirmación no se envía)',
    fr: 'des requêtes pour au plus $1 de leurs pages trouvées par la recherche (l’affirmation n’est pas envoyée)',
  },
  abstracts: {
    en: 'a search query made from the claim, to find scientific abstracts',
    de: 'eine aus der Behauptung gebildete Suchanfrage, um wissenschaftliche Abstracts zu finden',
    es: 'una consulta de búsqueda hecha a partir de la afirmación, para encontrar resúmenes científicos',
    fr: 'une requête de recherche tirée de l’affirmation, pour trouver des résumés scientifiques',
  },
  factChecks: {
    en: 'the claim, to look for published fact checks',
    de: 'die Behauptung, um nach veröffentlichten Faktenchecks zu suchen',
    es: 'la afirmación, para buscar verificaciones publicadas',
    fr: 'l’affirmation, pour chercher des vérifications publiées',
  },
  queryThen: {
    en: 'the claim, to write the search query; then ',
    de: 'die Behauptung, um die Suchanfrage zu schreiben; dann ',
    es: 'la afirmación, para redactar la consulta de búsqueda; después, ',
    fr: 'l’affirmation, pour rédiger la requête de recherche ; puis ',
  },
  claimAndPassages: {
    en: '$1the claim ($2 characters) and up to $3 evidence passages with their URLs, $4',
    de: '$1die Behauptung ($2 Zeichen) und bis zu $3 Passagen als Belege mit ihren URLs, $4',
    es: '$1la afirmación ($2 caracteres) y hasta $3 pasajes de prueba con sus URL, $4',
    fr: '$1l’affirmation ($2 caractères) et au plus $3 passages de preuve avec leurs URL, $4',
  },
  selection: {
    en: 'the selection ($1 characters), sentence by sentence, to split it into claims and check their parts',
    de: 'die Auswahl ($1 Zeichen), Satz für Satz, um sie in Behauptungen zu teilen und deren Teile zu prüfen',
    es: 'la selección ($1 caracteres), frase por frase, para dividirla en afirmaciones y comprobar sus partes',
    fr: 'la sélection ($1 caractères), phrase par phrase, pour la découper en affirmations et vérifier leurs parties',
  },
  selectionThen: {
    en: '; then, for each claim, $1the claim and up to $2 evidence passages with their URLs, $3',
    de: '; dann für jede Behauptung $1die Behauptung und bis zu $2 Passagen als Belege mit ihren URLs, $3',
    es: '; después, para cada afirmación, $1la afirmación y hasta $2 pasajes de prueba con sus URL, $3',
    fr: ' ; puis, pour chaque affirmation, $1l’affirmation et au plus $2 passages de preuve avec leurs URL, $3',
  },
  queryAnd: {
    en: 'the claim, to write the search query, and ',
    de: 'die Behauptung, um die Suchanfrage zu schreiben, und ',
    es: 'la afirmación, para redactar la consulta de búsqueda, y ',
    fr: 'l’affirmation, pour rédiger la requête de recherche, et ',
  },
  denied: {
    en: 'Not sent: you chose not to send this claim to $1. Re-check to be asked again, or pick a local model in Settings → LLM.',
    de: 'Nicht gesendet: Sie haben entschieden, diese Behauptung nicht an $1 zu senden. Prüfen Sie erneut, um wieder gefragt zu werden, oder wählen Sie ein lokales Modell unter Einstellungen → LLM.',
    es: 'No enviado: se eligió no enviar esta afirmación a $1. Vuelva a comprobarla para que se pregunte de nuevo, o elija un modelo local en Ajustes → LLM.',
    fr: 'Non envoyé : vous avez choisi de ne pas envoyer cette affirmation à $1. Vérifiez de nouveau pour être de nouveau sollicité, ou choisissez un modèle local dans Paramètres → LLM.',
  },
  expired: {
    en: 'Not sent: nobody answered the request to send this claim to $1 within $2 minutes. Re-check to be asked again.',
    de: 'Nicht gesendet: Niemand hat die Anfrage, diese Behauptung an $1 zu senden, innerhalb von $2 Minuten beantwortet. Prüfen Sie erneut, um wieder gefragt zu werden.',
    es: 'No enviado: nadie respondió en $2 minutos a la solicitud de enviar esta afirmación a $1. Vuelva a comprobarla para que se pregunte de nuevo.',
    fr: 'Non envoyé : personne n’a répondu dans les $2 minutes à la demande d’envoyer cette affirmation à $1. Vérifiez de nouveau pour être de nouveau sollicité.',
  },
});

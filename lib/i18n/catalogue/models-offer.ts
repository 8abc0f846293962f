import { defineMessages } from '../define';

/** What a check offers when models are missing or a translation model is not downloaded (lib/ml/offer.ts, language/). */
export const modelsOffer = defineMessages('mlOffer', {
  ready: {
    en: 'The local models are installed.',
    de: 'Die lokalen Modelle sind installiert.',
    es: 'Los modelos locales están instalados.',
    fr: 'Les modèles locaux sont installés.',
  },
  lockedByOrg: {
    en: 'Local models are missing, so memory could not settle this claim. Your organisation does not allow model downloads: ask it to install them, or import their files in Settings → Models.',
    de: 'Lokale Modelle fehlen, daher konnte das Gedächtnis diese Behauptung nicht klären. Ihre Organisation erlaubt keine Modell-Downloads: Bitten Sie sie, die Modelle zu installieren, oder importieren Sie deren Dateien unter Einstellungen → Modelle.',
    es: 'Faltan los modelos locales, así que la memoria no pudo resolver esta afirmación. Su organización no permite descargar modelos: pídale que los instale o importe sus archivos en Ajustes → Modelos.',
    fr: 'Les modèles locaux manquent, la mémoire n’a donc pas pu trancher cette affirmation. Votre organisation n’autorise pas le téléchargement de modèles : demandez-lui de les installer, ou importez leurs fichiers dans Paramètres → Modèles.',
  },
  downloadsOff: {
    en: 'Local models are missing, so memory could not settle this claim. Model downloads are off in Settings → Models: turn them on there, or import the files.',
    de: 'Lokale Modelle fehlen, daher konnte das Gedächtnis diese Behauptung nicht klären. Modell-Downloads sind unter Einstellungen → Modelle ausgeschaltet: Schalten Sie sie dort ein oder importieren Sie die Dateien.',
    es: 'Faltan los modelos locales, así que la memoria no pudo resolver esta afirmación. Las descargas de modelos están desactivadas en Ajustes → Modelos: actívelas allí o importe los archivos.',
    fr: 'Les modèles locaux manquent, la mémoire n’a donc pas pu trancher cette affirmation. Les téléchargements de modèles sont désactivés dans Paramètres → Modèles : activez-les là, ou importez les fichiers.',
  },
  dismissed: {
    en: 'Local models are missing, so memory could not settle this claim: download them in Settings → Models.',
    de: 'Lokale Modelle fehlen, daher konnte das Gedächtnis diese Behauptung nicht klären: Laden Sie sie unter Einstellungen → Modelle herunter.',
    es: 'Faltan los modelos locales, así que la memoria no pudo resolver esta afirmación: descárguelos en Ajustes → Modelos.',
    fr: 'Les modèles locaux manquent, la mémoire n’a donc pas pu trancher cette affirmation : téléchargez-les dans Paramètres → Modèles.',
  },
  failed: {
    en: 'The download of $1 stopped: $2',
    de: 'Der Download von $1 wurde abgebrochen: $2',
    es: 'La descarga de $1 se detuvo: $2',
    fr: 'Le téléchargement de $1 s’est arrêté : $2',
  },
  downloadAgain: {
    en: 'Download again ($1)',
    de: 'Erneut herunterladen ($1)',
    es: 'Descargar de nuevo ($1)',
    fr: 'Télécharger à nouveau ($1)',
  },
  offer: {
    en: 'Local models are missing, so memory could not settle this claim. Download $1 once, then this claim is checked again on this device.$2',
    de: 'Lokale Modelle fehlen, daher konnte das Gedächtnis diese Behauptung nicht klären. Laden Sie $1 einmal herunter, dann wird diese Behauptung auf diesem Gerät erneut geprüft.$2',
    es: 'Faltan los modelos locales, así que la memoria no pudo resolver esta afirmación. Descargue $1 una vez y esta afirmación se comprobará de nuevo en este dispositivo.$2',
    fr: 'Les modèles locaux manquent, la mémoire n’a donc pas pu trancher cette affirmation. Téléchargez $1 une fois, puis cette affirmation sera vérifiée à nouveau sur cet appareil.$2',
  },
  orgChose: {
    en: ' Your organisation chose these models.',
    de: ' Ihre Organisation hat diese Modelle gewählt.',
    es: ' Su organización eligió estos modelos.',
    fr: ' Votre organisation a choisi ces modèles.',
  },
  downloadModels: {
    en: 'Download models ($1)',
    de: 'Modelle herunterladen ($1)',
    es: 'Descargar modelos ($1)',
    fr: 'Télécharger les modèles ($1)',
  },
  sized: { en: '$1 ($2)', de: '$1 ($2)', es: '$1 ($2)', fr: '$1 ($2)' },
  downloadingNames: {
    en: 'Downloading $1: $2 of $3. The claim is checked again when done.',
    de: '$1 wird heruntergeladen: $2 von $3. Die Behauptung wird danach erneut geprüft.',
    es: 'Descargando $1: $2 de $3. La afirmación se comprobará de nuevo al terminar.',
    fr: 'Téléchargement de $1 : $2 sur $3. L’affirmation sera vérifiée à nouveau une fois terminé.',
  },
  pair: { en: '$1 → English', de: '$1 → Englisch', es: '$1 → inglés', fr: '$1 → anglais' },
  button: {
    en: 'Download $1 translation (Chrome, on this device)',
    de: 'Übersetzung $1 herunterladen (Chrome, auf diesem Gerät)',
    es: 'Descargar la traducción $1 (Chrome, en este dispositivo)',
    fr: 'Télécharger la traduction $1 (Chrome, sur cet appareil)',
  },
  lineOffer: {
    en: "ClaimLens's models read English. Chrome can translate $1 on this device once it has downloaded its $2 model.",
    de: 'Die Modelle von ClaimLens lesen Englisch. Chrome kann Texte auf $1 auf diesem Gerät übersetzen, sobald es sein Modell $2 heruntergeladen hat.',
    es: 'Los modelos de ClaimLens leen inglés. Chrome puede traducir textos en $1 en este dispositivo cuando haya descargado su modelo $2.',
    fr: 'Les modèles de ClaimLens lisent l’anglais. Chrome peut traduire les textes en $1 sur cet appareil dès qu’il a téléchargé son modèle $2.',
  },
  lineDownloading: {
    en: 'Downloading the $1 translation model… $2 %',
    de: 'Das Übersetzungsmodell $1 wird heruntergeladen … $2 %',
    es: 'Descargando el modelo de traducción $1… $2 %',
    fr: 'Téléchargement du modèle de traduction $1… $2 %',
  },
  lineReady: {
    en: 'The $1 translation is on this device. Check the claim again to check it in English.',
    de: 'Die Übersetzung $1 ist auf diesem Gerät. Prüfen Sie die Behauptung erneut, um sie auf Englisch zu prüfen.',
    es: 'La traducción $1 está en este dispositivo. Compruebe la afirmación de nuevo para comprobarla en inglés.',
    fr: 'La traduction $1 est sur cet appareil. Vérifiez à nouveau l’affirmation pour la vérifier en anglais.',
  },
  lineFailed: {
    en: 'The $1 translation was not downloaded; the claim stays checked as it was.',
    de: 'Die Übersetzung $1 wurde nicht heruntergeladen; die Behauptung bleibt so geprüft, wie sie war.',
    es: 'La traducción $1 no se descargó; la afirmación queda comprobada como estaba.',
    fr: 'La traduction $1 n’a pas été téléchargée ; l’affirmation reste vérifiée telle quelle.',
  },
  notAllowed: {
    en: 'Chrome started no download without a click (NotAllowedError): press the Download button itself.',
    de: 'Chrome startet ohne Klick keinen Download (NotAllowedError): Klicken Sie direkt auf die Download-Schaltfläche.',
    es: 'Chrome no inicia ninguna descarga sin un clic (NotAllowedError): pulse el propio botón Descargar.',
    fr: 'Chrome ne lance aucun téléchargement sans clic (NotAllowedError) : appuyez sur le bouton Télécharger lui-même.',
  },
  notSupported: {
    en: 'Chrome has no $1 translation model for this device (NotSupportedError): the multilingual models in Settings → Models read $2 instead.',
    de: 'Chrome hat kein Übersetzungsmodell $1 für dieses Gerät (NotSupportedError): Die mehrsprachigen Modelle unter Einstellungen → Modelle lesen Texte auf $2 stattdessen direkt.',
    es: 'Chrome no tiene modelo de traducción $1 para este dispositivo (NotSupportedError): los modelos multilingües de Ajustes → Modelos leen directamente los textos en $2.',
    fr: 'Chrome n’a pas de modèle de traduction $1 pour cet appareil (NotSupportedError) : les modèles multilingues de Paramètres → Modèles lisent directement les textes en $2.',
  },
  quota: {
    en: 'Not enough disk space for the $1 translation model (QuotaExceededError): free some space, then press Download again.',
    de: 'Nicht genug Speicherplatz für das Übersetzungsmodell $1 (QuotaExceededError): Geben Sie Speicher frei und klicken Sie dann erneut auf die Download-Schaltfläche.',
    es: 'No hay espacio en disco suficiente para el modelo de traducción $1 (QuotaExceededError): libere espacio y pulse Descargar de nuevo.',
    fr: 'Pas assez d’espace disque pour le modèle de traduction $1 (QuotaExceededError) : libérez de l’espace, puis appuyez à nouveau sur Télécharger.',
  },
  aborted: {
    en: 'The $1 download was stopped (AbortError): press Download again.',
    de: 'Der Download $1 wurde gestoppt (AbortError): Klicken Sie erneut auf die Download-Schaltfläche.',
    es: 'La descarga $1 se detuvo (AbortError): pulse Descargar de nuevo.',
    fr: 'Le téléchargement $1 a été arrêté (AbortError) : appuyez à nouveau sur Télécharger.',
  },
  network: {
    en: 'Chrome could not fetch the $1 model (NetworkError): check the connection, then press Download again.',
    de: 'Chrome konnte das Modell $1 nicht abrufen (NetworkError): Prüfen Sie die Verbindung und klicken Sie dann erneut auf die Download-Schaltfläche.',
    es: 'Chrome no pudo obtener el modelo $1 (NetworkError): compruebe la conexión y pulse Descargar de nuevo.',
    fr: 'Chrome n’a pas pu récupérer le modèle $1 (NetworkError) : vérifiez la connexion, puis appuyez à nouveau sur Télécharger.',
  },
  otherFailure: {
    en: 'The $1 download failed ($2: $3): press Download again.',
    de: 'Der Download $1 ist fehlgeschlagen ($2: $3): Klicken Sie erneut auf die Download-Schaltfläche.',
    es: 'La descarga $1 falló ($2: $3): pulse Descargar de nuevo.',
    fr: 'Le téléchargement $1 a échoué ($2 : $3) : appuyez à nouveau sur Télécharger.',
  },
  noTranslator: {
    en: "This browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop).",
    de: 'Dieser Browser hat keine Übersetzung auf dem Gerät (die Translator API von Chrome, Chrome 138 oder neuer auf einem Desktop-Computer).',
    es: 'Este navegador no tiene traducción en el dispositivo (la Translator API de Chrome, Chrome 138 o posterior en un ordenador).',
    fr: 'Ce navigateur n’a pas de traduction sur l’appareil (la Translator API de Chrome, Chrome 138 ou plus récent sur un ordinateur).',
  },
});

import { defineMessages } from '../define';

/** Why a model's download or import stopped, and what to do (lib/ml/download.ts, installer.ts, loader.ts). */
export const modelsDownload = defineMessages('mlDownload', {
  fileOf: { en: '$1 of model "$2"', de: '$1 des Modells "$2"', es: '$1 del modelo "$2"', fr: '$1 du modèle "$2"' },
  unreachable: {
    en: 'Could not reach $1 to download $2 ($3). Check your connection or the mirror URL in Settings → Models, then download again: it resumes where it stopped.',
    de: '$1 war nicht erreichbar, um $2 herunterzuladen ($3). Prüfen Sie Ihre Verbindung oder die Spiegel-URL unter Einstellungen → Modelle und laden Sie dann erneut herunter: Der Download setzt dort fort, wo er stehen blieb.',
    es: 'No se pudo acceder a $1 para descargar $2 ($3). Compruebe la conexión o la URL del espejo en Ajustes → Modelos y vuelva a descargar: se reanuda donde se detuvo.',
    fr: 'Impossible de joindre $1 pour télécharger $2 ($3). Vérifiez votre connexion ou l’URL du miroir dans Paramètres → Modèles, puis téléchargez à nouveau : le téléchargement reprend là où il s’est arrêté.',
  },
  notFound: {
    en: '$1 was not found (HTTP 404). Check the mirror URL in Settings → Models: it must serve <base>/<repo>/resolve/<revision>/<file>, as the Hugging Face Hub does.',
    de: '$1 wurde nicht gefunden (HTTP 404). Prüfen Sie die Spiegel-URL unter Einstellungen → Modelle: Sie muss <base>/<repo>/resolve/<revision>/<file> liefern, wie der Hugging Face Hub.',
    es: 'No se encontró $1 (HTTP 404). Compruebe la URL del espejo en Ajustes → Modelos: debe servir <base>/<repo>/resolve/<revision>/<file>, como el Hugging Face Hub.',
    fr: '$1 est introuvable (HTTP 404). Vérifiez l’URL du miroir dans Paramètres → Modèles : elle doit servir <base>/<repo>/resolve/<revision>/<file>, comme le Hugging Face Hub.',
  },
  httpFailed: {
    en: 'Downloading $1 failed: HTTP $2. Try again later; the download resumes where it stopped.',
    de: 'Der Download von $1 ist fehlgeschlagen: HTTP $2. Versuchen Sie es später erneut; der Download setzt dort fort, wo er stehen blieb.',
    es: 'La descarga de $1 falló: HTTP $2. Vuelva a intentarlo más tarde; la descarga se reanuda donde se detuvo.',
    fr: 'Le téléchargement de $1 a échoué : HTTP $2. Réessayez plus tard ; le téléchargement reprend là où il s’est arrêté.',
  },
  storageFull: {
    en: "The browser's storage is full: $1 could not be saved. Free up disk space or delete another model in Settings → Models, then download again.",
    de: 'Der Speicher des Browsers ist voll: $1 konnte nicht gespeichert werden. Geben Sie Speicherplatz frei oder löschen Sie ein anderes Modell unter Einstellungen → Modelle und laden Sie dann erneut herunter.',
    es: 'El almacenamiento del navegador está lleno: no se pudo guardar $1. Libere espacio en disco o elimine otro modelo en Ajustes → Modelos y vuelva a descargar.',
    fr: 'Le stockage du navigateur est plein : $1 n’a pas pu être enregistré. Libérez de l’espace disque ou supprimez un autre modèle dans Paramètres → Modèles, puis téléchargez à nouveau.',
  },
  interrupted: {
    en: 'The download of $1 was interrupted ($2). Download again: it resumes where it stopped.',
    de: 'Der Download von $1 wurde unterbrochen ($2). Laden Sie erneut herunter: Der Download setzt dort fort, wo er stehen blieb.',
    es: 'La descarga de $1 se interrumpió ($2). Vuelva a descargar: se reanuda donde se detuvo.',
    fr: 'Le téléchargement de $1 a été interrompu ($2). Téléchargez à nouveau : il reprend là où il s’est arrêté.',
  },
  early: {
    en: 'The download of $1 stopped early ($2 of $3). Download again: it resumes where it stopped.',
    de: 'Der Download von $1 endete zu früh ($2 von $3). Laden Sie erneut herunter: Der Download setzt dort fort, wo er stehen blieb.',
    es: 'La descarga de $1 se detuvo antes de tiempo ($2 de $3). Vuelva a descargar: se reanuda donde se detuvo.',
    fr: 'Le téléchargement de $1 s’est arrêté trop tôt ($2 sur $3). Téléchargez à nouveau : il reprend là où il s’est arrêté.',
  },
  mismatch: {
    en: '$1 does not match its expected $2 (got $3…, expected $4…): the file was removed. Download it again; if this repeats, the server (or mirror) serves a different file than the registry or the Hub lists.',
    de: '$1 stimmt nicht mit dem erwarteten $2 überein (erhalten $3…, erwartet $4…): Die Datei wurde entfernt. Laden Sie die Datei erneut herunter; wiederholt sich das, liefert der Server (oder Spiegel) eine andere Datei, als die Registry oder der Hub nennt.',
    es: '$1 no coincide con su $2 esperado (recibido $3…, esperado $4…): se eliminó el archivo. Descárguelo de nuevo; si se repite, el servidor (o espejo) sirve un archivo distinto del que indican el registro o el Hub.',
    fr: '$1 ne correspond pas à son $2 attendu (reçu $3…, attendu $4…) : le fichier a été supprimé. Téléchargez-le à nouveau ; si cela se répète, le serveur (ou le miroir) sert un autre fichier que celui du registre ou du Hub.',
  },
  cancelled: {
    en: 'The download of $1 was cancelled. Download again to resume it, or delete the model to discard what was downloaded.',
    de: 'Der Download von $1 wurde abgebrochen. Laden Sie erneut herunter, um ihn fortzusetzen, oder löschen Sie das Modell, um das Heruntergeladene zu verwerfen.',
    es: 'La descarga de $1 se canceló. Vuelva a descargar para reanudarla, o elimine el modelo para descartar lo descargado.',
    fr: 'Le téléchargement de $1 a été annulé. Téléchargez à nouveau pour le reprendre, ou supprimez le modèle pour abandonner ce qui a été téléchargé.',
  },
  tooBig: {
    en: '$1 is larger than the expected $2: the file was removed. The server (or mirror) serves a different file than the registry names.',
    de: '$1 ist größer als die erwarteten $2: Die Datei wurde entfernt. Der Server (oder Spiegel) liefert eine andere Datei, als die Registry nennt.',
    es: '$1 es mayor que los $2 esperados: se eliminó el archivo. El servidor (o espejo) sirve un archivo distinto del que indica el registro.',
    fr: '$1 est plus grand que les $2 attendus : le fichier a été supprimé. Le serveur (ou le miroir) sert un autre fichier que celui du registre.',
  },
  noSpace: {
    en: 'Not enough storage for "$1": it needs $2 and $3 is free. Free up disk space or delete another model in Settings → Models.',
    de: 'Nicht genug Speicher für "$1": Es braucht $2, frei sind $3. Geben Sie Speicherplatz frei oder löschen Sie ein anderes Modell unter Einstellungen → Modelle.',
    es: 'No hay almacenamiento suficiente para "$1": necesita $2 y hay $3 libres. Libere espacio en disco o elimine otro modelo en Ajustes → Modelos.',
    fr: 'Pas assez de stockage pour "$1" : il lui faut $2 et $3 sont libres. Libérez de l’espace disque ou supprimez un autre modèle dans Paramètres → Modèles.',
  },
  importFull: {
    en: 'The browser\'s storage is full: "$1" could not be imported. Free up disk space or delete another model in Settings → Models.',
    de: 'Der Speicher des Browsers ist voll: "$1" konnte nicht importiert werden. Geben Sie Speicherplatz frei oder löschen Sie ein anderes Modell unter Einstellungen → Modelle.',
    es: 'El almacenamiento del navegador está lleno: no se pudo importar "$1". Libere espacio en disco o elimine otro modelo en Ajustes → Modelos.',
    fr: 'Le stockage du navigateur est plein : "$1" n’a pas pu être importé. Libérez de l’espace disque ou supprimez un autre modèle dans Paramètres → Modèles.',
  },
  notDownloaded: {
    en: '"$1" is not downloaded$2: open Settings → Models and download it.',
    de: '"$1" ist nicht heruntergeladen$2: Öffnen Sie Einstellungen → Modelle und laden Sie es herunter.',
    es: '"$1" no está descargado$2: abra Ajustes → Modelos y descárguelo.',
    fr: '"$1" n’est pas téléchargé$2 : ouvrez Paramètres → Modèles et téléchargez-le.',
  },
  forWebgpu: { en: ' for WebGPU', de: ' für WebGPU', es: ' para WebGPU', fr: ' pour WebGPU' },
  broken: {
    en: '$1 of "$2" $3 and was removed. Download it again in Settings → Models (or import the file again).',
    de: '$1 von "$2" $3 und wurde entfernt. Laden Sie die Datei unter Einstellungen → Modelle erneut herunter (oder importieren Sie sie erneut).',
    es: '$1 de "$2" $3 y se eliminó. Descárguelo de nuevo en Ajustes → Modelos (o vuelva a importar el archivo).',
    fr: '$1 de "$2" $3 et a été supprimé. Téléchargez-le à nouveau dans Paramètres → Modèles (ou importez à nouveau le fichier).',
  },
  missing: {
    en: 'is missing from storage',
    de: 'fehlt im Speicher',
    es: 'falta en el almacenamiento',
    fr: 'manque dans le stockage',
  },
  truncated: {
    en: 'is truncated ($1 of $2)',
    de: 'ist abgeschnitten ($1 von $2)',
    es: 'está truncado ($1 de $2)',
    fr: 'est tronqué ($1 sur $2)',
  },
  corrupted: {
    en: 'is corrupted (its SHA-256 changed since it was verified)',
    de: 'ist beschädigt (der SHA-256-Wert hat sich seit der Prüfung geändert)',
    es: 'está dañado (su SHA-256 cambió desde que se verificó)',
    fr: 'est corrompu (son SHA-256 a changé depuis sa vérification)',
  },
  notJson: {
    en: 'is not valid JSON',
    de: 'ist kein gültiges JSON',
    es: 'no es un JSON válido',
    fr: 'n’est pas un JSON valide',
  },
  unloadable: {
    en: 'could not be loaded ($1)',
    de: 'konnte nicht geladen werden ($1)',
    es: 'no se pudo cargar ($1)',
    fr: 'n’a pas pu être chargé ($1)',
  },
});

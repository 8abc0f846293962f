import { defineMessages } from '../define';

/** Why a claim was not translated, and each language pair's state (lib/ml/language). */
export const modelsLanguage = defineMessages('mlLanguage', {
  noTranslator: {
    en: "this browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop)",
    de: 'dieser Browser hat keine Übersetzung auf dem Gerät (die Translator API von Chrome, Chrome 138 oder neuer auf einem Desktop-Computer)',
    es: 'este navegador no tiene traducción en el dispositivo (la Translator API de Chrome, Chrome 138 o posterior en un ordenador)',
    fr: 'ce navigateur n’a pas de traduction sur l’appareil (la Translator API de Chrome, Chrome 138 ou plus récent sur un ordinateur)',
  },
  noModel: {
    en: "Chrome's on-device translation has no $1 model",
    de: 'die Übersetzung von Chrome auf dem Gerät hat kein Modell $1',
    es: 'la traducción de Chrome en el dispositivo no tiene modelo $1',
    fr: 'la traduction de Chrome sur l’appareil n’a pas de modèle $1',
  },
  noAnswer: {
    en: "Chrome's on-device translation did not say within $1 s whether it reads $2",
    de: 'die Übersetzung von Chrome auf dem Gerät hat nicht binnen $1 s gesagt, ob sie $2 liest',
    es: 'la traducción de Chrome en el dispositivo no dijo en $1 s si lee $2',
    fr: 'la traduction de Chrome sur l’appareil n’a pas dit en $1 s si elle lit le $2',
  },
  noProgress: {
    en: "Chrome's $1 translation model showed no download progress for $2 s",
    de: 'das Übersetzungsmodell $1 von Chrome zeigte $2 s lang keinen Download-Fortschritt',
    es: 'el modelo de traducción $1 de Chrome no mostró progreso de descarga durante $2 s',
    fr: 'le modèle de traduction $1 de Chrome n’a montré aucun progrès de téléchargement pendant $2 s',
  },
  tooSlow: {
    en: "Chrome's $1 translation did not finish within $2 s",
    de: 'die Übersetzung $1 von Chrome wurde nicht binnen $2 s fertig',
    es: 'la traducción $1 de Chrome no terminó en $2 s',
    fr: 'la traduction $1 de Chrome ne s’est pas terminée en $2 s',
  },
  empty: {
    en: "Chrome's $1 translation came back empty",
    de: 'die Übersetzung $1 von Chrome kam leer zurück',
    es: 'la traducción $1 de Chrome volvió vacía',
    fr: 'la traduction $1 de Chrome est revenue vide',
  },
  notDownloaded: {
    en: 'Chrome has not downloaded its $1 translation model yet (the Check tab offers the download)',
    de: 'Chrome hat sein Übersetzungsmodell $1 noch nicht heruntergeladen (der Tab „Prüfen“ bietet den Download an)',
    es: 'Chrome aún no ha descargado su modelo de traducción $1 (la pestaña Comprobar ofrece la descarga)',
    fr: 'Chrome n’a pas encore téléchargé son modèle de traduction $1 (l’onglet Vérifier propose le téléchargement)',
  },
  failed: {
    en: "Chrome's $1 translation failed ($2)",
    de: 'die Übersetzung $1 von Chrome ist fehlgeschlagen ($2)',
    es: 'la traducción $1 de Chrome falló ($2)',
    fr: 'la traduction $1 de Chrome a échoué ($2)',
  },
  bridgeFailed: {
    en: 'On-device translation failed ($1)',
    de: 'Die Übersetzung auf dem Gerät ist fehlgeschlagen ($1)',
    es: 'La traducción en el dispositivo falló ($1)',
    fr: 'La traduction sur l’appareil a échoué ($1)',
  },
  asking: {
    en: '$1: asking Chrome…',
    de: '$1: Chrome wird gefragt …',
    es: '$1: preguntando a Chrome…',
    fr: '$1 : Chrome est interrogé…',
  },
  missing: {
    en: '$1: this browser has no on-device translation',
    de: '$1: dieser Browser hat keine Übersetzung auf dem Gerät',
    es: '$1: este navegador no tiene traducción en el dispositivo',
    fr: '$1 : ce navigateur n’a pas de traduction sur l’appareil',
  },
  available: {
    en: '$1: on this device',
    de: '$1: auf diesem Gerät',
    es: '$1: en este dispositivo',
    fr: '$1 : sur cet appareil',
  },
  downloading: {
    en: '$1: Chrome is downloading it',
    de: '$1: Chrome lädt es herunter',
    es: '$1: Chrome lo está descargando',
    fr: '$1 : Chrome le télécharge',
  },
  downloadable: {
    en: '$1: Chrome can download it',
    de: '$1: Chrome kann es herunterladen',
    es: '$1: Chrome puede descargarlo',
    fr: '$1 : Chrome peut le télécharger',
  },
  unavailable: {
    en: '$1: Chrome has no model for it',
    de: '$1: Chrome hat kein Modell dafür',
    es: '$1: Chrome no tiene modelo para ello',
    fr: '$1 : Chrome n’a pas de modèle pour cela',
  },
});

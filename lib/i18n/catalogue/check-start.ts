import { defineMessages } from '../define';

/** The Check tab while the engine starts, and its offer of an on-device translation download. */
export const checkStart = defineMessages('checkStart', {
  readingSettings: {
    en: 'Starting the local engine: reading your settings (the browser’s policy service answers a few seconds after the browser starts)…',
    de: 'Die lokale Engine startet: Ihre Einstellungen werden gelesen (der Richtliniendienst des Browsers antwortet erst einige Sekunden nach dem Browserstart) …',
    es: 'Iniciando el motor local: leyendo sus ajustes (el servicio de directivas del navegador responde unos segundos después de que se inicie el navegador)…',
    fr: 'Démarrage du moteur local : lecture de vos paramètres (le service de stratégies du navigateur répond quelques secondes après le démarrage du navigateur)…',
  },
  loading: {
    en: 'Starting the local engine: loading it and opening local knowledge…',
    de: 'Die lokale Engine startet: Sie wird geladen und das lokale Wissen geöffnet …',
    es: 'Iniciando el motor local: cargándolo y abriendo el conocimiento local…',
    fr: 'Démarrage du moteur local : chargement et ouverture des connaissances locales…',
  },
  asking: {
    en: 'Asking the local engine what is set up…',
    de: 'Die lokale Engine wird gefragt, was eingerichtet ist …',
    es: 'Preguntando al motor local qué está configurado…',
    fr: 'Interrogation du moteur local sur ce qui est configuré…',
  },
  translationSection: {
    en: 'On-device translation',
    de: 'Übersetzung auf dem Gerät',
    es: 'Traducción en el dispositivo',
    fr: 'Traduction sur l’appareil',
  },
  translationProgress: {
    en: 'Translation download',
    de: 'Download der Übersetzung',
    es: 'Descarga de la traducción',
    fr: 'Téléchargement de la traduction',
  },
  checkInEnglish: {
    en: 'Check again in English',
    de: 'Erneut auf Englisch prüfen',
    es: 'Comprobar de nuevo en inglés',
    fr: 'Vérifier de nouveau en anglais',
  },
  translationSettings: {
    en: 'On-device translation (Chrome)',
    de: 'Übersetzung auf dem Gerät (Chrome)',
    es: 'Traducción en el dispositivo (Chrome)',
    fr: 'Traduction sur l’appareil (Chrome)',
  },
  download: { en: 'Download', de: 'Herunterladen', es: 'Descargar', fr: 'Télécharger' },
});

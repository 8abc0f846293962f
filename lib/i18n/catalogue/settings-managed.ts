import { defineMessages } from '../define';

/** Settings on a managed browser, and opening PDFs in ClaimLens. */
export const settingsManaged = defineMessages('settingsManaged', {
  byOrganisation: {
    en: 'Set by your organisation',
    de: 'Von Ihrer Organisation festgelegt',
    es: 'Fijado por su organización',
    fr: 'Fixé par votre organisation',
  },
  manages: {
    en: 'Your organisation manages ClaimLens on this browser',
    de: 'Ihre Organisation verwaltet ClaimLens in diesem Browser',
    es: 'Su organización gestiona ClaimLens en este navegador',
    fr: 'Votre organisation gère ClaimLens dans ce navigateur',
  },
  lockedOne: {
    en: ': $1 setting cannot be changed here',
    de: ': $1 Einstellung kann hier nicht geändert werden',
    es: ': $1 ajuste no se puede cambiar aquí',
    fr: ' : $1 paramètre ne peut pas être modifié ici',
  },
  lockedOther: {
    en: ': $1 settings cannot be changed here',
    de: ': $1 Einstellungen können hier nicht geändert werden',
    es: ': $1 ajustes no se pueden cambiar aquí',
    fr: ' : $1 paramètres ne peuvent pas être modifiés ici',
  },
  listsOne: {
    en: '; $1 shared subscription (Sources, Knowledge, Documents)',
    de: '; $1 geteiltes Abonnement (Quellen, Wissen, Dokumente)',
    es: '; $1 suscripción compartida (Fuentes, Conocimiento, Documentos)',
    fr: ' ; $1 abonnement partagé (Sources, Connaissances, Documents)',
  },
  listsOther: {
    en: '; $1 shared subscriptions (Sources, Knowledge, Documents)',
    de: '; $1 geteilte Abonnements (Quellen, Wissen, Dokumente)',
    es: '; $1 suscripciones compartidas (Fuentes, Conocimiento, Documentos)',
    fr: ' ; $1 abonnements partagés (Sources, Connaissances, Documents)',
  },
  locked: {
    en: 'Locked settings',
    de: 'Gesperrte Einstellungen',
    es: 'Ajustes bloqueados',
    fr: 'Paramètres verrouillés',
  },
  refused: {
    en: 'Parts of the policy were refused ($1)',
    de: 'Teile der Richtlinie wurden abgelehnt ($1)',
    es: 'Se rechazaron partes de la directiva ($1)',
    fr: 'Des parties de la stratégie ont été refusées ($1)',
  },
  refusedFields: {
    en: 'Refused policy fields',
    de: 'Abgelehnte Richtlinienfelder',
    es: 'Campos de la directiva rechazados',
    fr: 'Champs de stratégie refusés',
  },
  openPdfs: {
    en: 'Open PDFs in ClaimLens',
    de: 'PDFs in ClaimLens öffnen',
    es: 'Abrir los PDF en ClaimLens',
    fr: 'Ouvrir les PDF dans ClaimLens',
  },
  openPdfsHint: {
    en: 'A PDF opened in a tab shows in ClaimLens’s viewer, where selected claims can be checked. Asks for access to all sites; ClaimLens only downloads the PDFs you open.',
    de: 'Ein in einem Tab geöffnetes PDF erscheint im Viewer von ClaimLens, wo markierte Behauptungen geprüft werden können. Fragt nach Zugriff auf alle Websites; ClaimLens lädt nur die PDFs herunter, die Sie öffnen.',
    es: 'Un PDF abierto en una pestaña se muestra en el visor de ClaimLens, donde se pueden comprobar las afirmaciones seleccionadas. Pide acceso a todos los sitios; ClaimLens solo descarga los PDF que se abren.',
    fr: 'Un PDF ouvert dans un onglet s’affiche dans la visionneuse de ClaimLens, où les affirmations sélectionnées peuvent être vérifiées. Demande l’accès à tous les sites ; ClaimLens ne télécharge que les PDF que vous ouvrez.',
  },
  firefoxByName: {
    en: 'Firefox cannot tell a PDF by its Content-Type here: only addresses ending in .pdf open in ClaimLens.',
    de: 'Firefox kann ein PDF hier nicht an seinem Content-Type erkennen: Nur Adressen, die auf .pdf enden, öffnen sich in ClaimLens.',
    es: 'Firefox no puede reconocer aquí un PDF por su Content-Type: solo las direcciones que terminan en .pdf se abren en ClaimLens.',
    fr: 'Firefox ne peut pas reconnaître ici un PDF à son Content-Type : seules les adresses se terminant par .pdf s’ouvrent dans ClaimLens.',
  },
  pdfRefused: {
    en: 'PDFs still open in the browser: ClaimLens needs access to the sites PDFs come from to open them in its viewer. Turn this on again and allow the access.',
    de: 'PDFs öffnen sich weiterhin im Browser: ClaimLens braucht Zugriff auf die Websites, von denen PDFs kommen, um sie in seinem Viewer zu öffnen. Schalten Sie dies erneut ein und erlauben Sie den Zugriff.',
    es: 'Los PDF siguen abriéndose en el navegador: ClaimLens necesita acceso a los sitios de los que vienen los PDF para abrirlos en su visor. Volver a activar esta opción y permitir el acceso.',
    fr: 'Les PDF s’ouvrent toujours dans le navigateur : ClaimLens a besoin d’accéder aux sites d’où viennent les PDF pour les ouvrir dans sa visionneuse. Réactivez cette option et autorisez l’accès.',
  },
  changeFailed: {
    en: 'The setting could not be changed: $1',
    de: 'Die Einstellung konnte nicht geändert werden: $1',
    es: 'No se pudo cambiar el ajuste: $1',
    fr: 'Le paramètre n’a pas pu être modifié : $1',
  },
});

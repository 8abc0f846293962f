import { defineMessages } from '../define';

/** The side panel's frame: its tab row, the site switch and each tab's heading and loading line. */
export const shellMessages = defineMessages('shell', {
  /** The language the panel's text is in, for hyphenation and screen readers (`lang`). */
  lang: { en: 'en', de: 'de', es: 'es', fr: 'fr' },
  sections: {
    en: 'ClaimLens sections',
    de: 'ClaimLens-Bereiche',
    es: 'Secciones de ClaimLens',
    fr: 'Sections de ClaimLens',
  },
  tabCheck: { en: 'Check', de: 'Prüfen', es: 'Comprobar', fr: 'Vérifier' },
  tabHistory: { en: 'History', de: 'Verlauf', es: 'Historial', fr: 'Historique' },
  tabDocuments: { en: 'Documents', de: 'Dokumente', es: 'Documentos', fr: 'Documents' },
  tabSources: { en: 'Sources', de: 'Quellen', es: 'Fuentes', fr: 'Sources' },
  tabKnowledge: { en: 'Knowledge', de: 'Wissen', es: 'Conocimiento', fr: 'Connaissances' },
  tabSettings: { en: 'Settings', de: 'Einstellungen', es: 'Ajustes', fr: 'Paramètres' },
  flagOn: {
    en: 'Flag known claims on $1',
    de: 'Bekannte Behauptungen auf $1 markieren',
    es: 'Marcar afirmaciones conocidas en $1',
    fr: 'Signaler les affirmations connues sur $1',
  },
  flagOnSite: {
    en: 'Flag known claims on this site',
    de: 'Bekannte Behauptungen auf dieser Website markieren',
    es: 'Marcar afirmaciones conocidas en este sitio',
    fr: 'Signaler les affirmations connues sur ce site',
  },
  switchNotSaved: {
    en: 'Could not save the switch: $1',
    de: 'Der Schalter konnte nicht gespeichert werden: $1',
    es: 'No se pudo guardar el interruptor: $1',
    fr: 'Impossible d’enregistrer l’interrupteur : $1',
  },
  loadingSettings: {
    en: 'Loading settings…',
    de: 'Einstellungen werden geladen …',
    es: 'Cargando los ajustes…',
    fr: 'Chargement des paramètres…',
  },
  lockedNotChanged: {
    en: '$1: set by your organisation, not changed.',
    de: '$1: von Ihrer Organisation festgelegt, nicht geändert.',
    es: '$1: lo fija su organización; no se ha cambiado.',
    fr: '$1 : défini par votre organisation, non modifié.',
  },
  saved: { en: 'Saved.', de: 'Gespeichert.', es: 'Guardado.', fr: 'Enregistré.' },
  savedWith: { en: 'Saved. $1', de: 'Gespeichert. $1', es: 'Guardado. $1', fr: 'Enregistré. $1' },
  loadingSources: {
    en: 'Loading trusted sources…',
    de: 'Vertrauenswürdige Quellen werden geladen …',
    es: 'Cargando las fuentes de confianza…',
    fr: 'Chargement des sources de confiance…',
  },
  trustedSources: {
    en: 'Trusted sources',
    de: 'Vertrauenswürdige Quellen',
    es: 'Fuentes de confianza',
    fr: 'Sources de confiance',
  },
  sourcesOnline: {
    en: 'When memory cannot settle a claim, ClaimLens searches the web and reads only these domains.',
    de: 'Wenn das Gedächtnis eine Behauptung nicht klären kann, sucht ClaimLens im Web und liest nur diese Domains.',
    es: 'Cuando la memoria no puede resolver una afirmación, ClaimLens busca en la web y solo lee estos dominios.',
    fr: 'Quand la mémoire ne peut pas trancher une affirmation, ClaimLens cherche sur le web et ne lit que ces domaines.',
  },
  sourcesOffline: {
    en: 'Online checking is off (Settings → Web): no web source is consulted and every check stays on this device.',
    de: 'Die Online-Prüfung ist aus (Einstellungen → Web): Keine Quelle im Web wird befragt, jede Prüfung bleibt auf diesem Gerät.',
    es: 'La comprobación en línea está desactivada (Ajustes → Web): no se consulta ninguna fuente web y toda comprobación se queda en este dispositivo.',
    fr: 'La vérification en ligne est désactivée (Paramètres → Web) : aucune source web n’est consultée et chaque vérification reste sur cet appareil.',
  },
  missing: {
    en: 'ClaimLens may not read $1 of these domains yet.',
    de: 'ClaimLens darf $1 dieser Domains noch nicht lesen.',
    es: 'ClaimLens aún no puede leer $1 de estos dominios.',
    fr: 'ClaimLens ne peut pas encore lire $1 de ces domaines.',
  },
  allowAccess: { en: 'Allow access', de: 'Zugriff erlauben', es: 'Permitir el acceso', fr: 'Autoriser l’accès' },
  syncProblem: { en: 'Sync: $1', de: 'Synchronisierung: $1', es: 'Sincronización: $1', fr: 'Synchronisation : $1' },
  loadingDocuments: {
    en: 'Loading your documents…',
    de: 'Ihre Dokumente werden geladen …',
    es: 'Cargando sus documentos…',
    fr: 'Chargement de vos documents…',
  },
  yourDocuments: { en: 'Your documents', de: 'Ihre Dokumente', es: 'Sus documentos', fr: 'Vos documents' },
  documentsHint: {
    en: 'Labels, guidelines and papers you trust, checked before the web. They are read and searched on this device.',
    de: 'Etiketten, Leitlinien und Fachartikel, denen Sie vertrauen, werden vor dem Web geprüft. Sie werden auf diesem Gerät gelesen und durchsucht.',
    es: 'Etiquetas, guías y artículos de su confianza, consultados antes que la web. Se leen y se buscan en este dispositivo.',
    fr: 'Étiquettes, recommandations et articles auxquels vous faites confiance, consultés avant le web. Ils sont lus et parcourus sur cet appareil.',
  },
});

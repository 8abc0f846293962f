import { defineMessages } from '../define';

/** The side panel's shared pieces (components/ui): a check's state, a source, a confirmation, a subscription. */
export const uiMessages = defineMessages('ui', {
  stateWaiting: { en: 'Waiting', de: 'Wartet', es: 'En espera', fr: 'En attente' },
  stateFailed: { en: 'Failed', de: 'Fehlgeschlagen', es: 'Error', fr: 'Échec' },
  stateDone: { en: 'Done', de: 'Fertig', es: 'Hecho', fr: 'Terminé' },
  yesDelete: { en: 'Yes, delete', de: 'Ja, löschen', es: 'Sí, eliminar', fr: 'Oui, supprimer' },
  keep: { en: 'Keep', de: 'Behalten', es: 'Conservar', fr: 'Conserver' },
  docCiteLabel: {
    en: '$1, page $2: open at the quoted words',
    de: '$1, Seite $2: bei den zitierten Wörtern öffnen',
    es: '$1, página $2: abrir en las palabras citadas',
    fr: '$1, page $2 : ouvrir aux mots cités',
  },
  docCite: { en: '$1 · p. $2', de: '$1 · S. $2', es: '$1 · p. $2', fr: '$1 · p. $2' },
  localKnowledge: {
    en: 'Local knowledge',
    de: 'Lokales Wissen',
    es: 'Conocimiento local',
    fr: 'Connaissances locales',
  },
  publisherKey: {
    en: 'Publisher key',
    de: 'Schlüssel des Herausgebers',
    es: 'Clave del editor',
    fr: 'Clé de l’éditeur',
  },
  publisherKeyHint: {
    en: 'optional: pins this Ed25519 key (base64)',
    de: 'optional: legt diesen Ed25519-Schlüssel fest (Base64)',
    es: 'opcional: fija esta clave Ed25519 (base64)',
    fr: 'facultatif : épingle cette clé Ed25519 (base64)',
  },
  subscribe: { en: 'Subscribe', de: 'Abonnieren', es: 'Suscribirse', fr: 'S’abonner' },
  version: { en: 'version $1', de: 'Version $1', es: 'versión $1', fr: 'version $1' },
  keyOf: {
    en: ' · publisher key',
    de: ' · Schlüssel des Herausgebers',
    es: ' · clave del editor',
    fr: ' · clé de l’éditeur',
  },
  byOrganisation: {
    en: ' · set by your organisation',
    de: ' · von Ihrer Organisation festgelegt',
    es: ' · fijado por su organización',
    fr: ' · défini par votre organisation',
  },
});

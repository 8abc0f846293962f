import { defineMessages } from '../define';

/** A document's facts, state and indexing progress (lib/documents/panel/labels.ts). */
export const documentLabels = defineMessages('docLabels', {
  phaseWaiting: { en: 'Waiting', de: 'Wartet', es: 'En espera', fr: 'En attente' },
  phaseStarting: { en: 'Starting', de: 'Startet', es: 'Iniciando', fr: 'Démarrage' },
  phaseReading: { en: 'Reading pages', de: 'Seiten werden gelesen', es: 'Leyendo páginas', fr: 'Lecture des pages' },
  phaseChunking: {
    en: 'Cutting into chunks',
    de: 'Wird in Abschnitte geteilt',
    es: 'Dividiendo en fragmentos',
    fr: 'Découpage en fragments',
  },
  phaseEmbedding: {
    en: 'Embedding chunks',
    de: 'Abschnitte werden eingebettet',
    es: 'Vectorizando fragmentos',
    fr: 'Vectorisation des fragments',
  },
  phaseIndexing: { en: 'Indexing', de: 'Wird indexiert', es: 'Indexando', fr: 'Indexation' },
  phaseSaving: { en: 'Saving', de: 'Wird gespeichert', es: 'Guardando', fr: 'Enregistrement' },
  phaseDone: { en: 'Done', de: 'Fertig', es: 'Hecho', fr: 'Terminé' },
  progress: { en: '$1: $2 of $3', de: '$1: $2 von $3', es: '$1: $2 de $3', fr: '$1 : $2 sur $3' },
  fromFile: { en: 'from a file', de: 'aus einer Datei', es: 'de un archivo', fr: 'depuis un fichier' },
  fromPack: { en: 'from the pack “$1”', de: 'aus dem Paket „$1“', es: 'del paquete «$1»', fr: 'du paquet « $1 »' },
  fromHost: { en: 'from $1', de: 'von $1', es: 'de $1', fr: 'de $1' },
  pagesOne: { en: '$1 page', de: '$1 Seite', es: '$1 página', fr: '$1 page' },
  pagesOther: { en: '$1 pages', de: '$1 Seiten', es: '$1 páginas', fr: '$1 pages' },
  chunksOne: { en: '$1 chunk', de: '$1 Abschnitt', es: '$1 fragmento', fr: '$1 fragment' },
  chunksOther: { en: '$1 chunks', de: '$1 Abschnitte', es: '$1 fragmentos', fr: '$1 fragments' },
  added: { en: 'added $1', de: 'hinzugefügt am $1', es: 'añadido el $1', fr: 'ajouté le $1' },
  stateIndexing: { en: 'Indexing…', de: 'Wird indexiert …', es: 'Indexando…', fr: 'Indexation…' },
  stateFailed: { en: 'Failed', de: 'Fehlgeschlagen', es: 'Error', fr: 'Échec' },
  stateReady: { en: 'Ready', de: 'Bereit', es: 'Listo', fr: 'Prêt' },
  stateOff: { en: 'Off', de: 'Aus', es: 'Desactivado', fr: 'Désactivé' },
});

import { defineMessages } from '../define';

/** A checked list of claims in the Documents tab: its state, progress, controls and results. */
export const documentsBatch = defineMessages('documents', {
  stateRunning: { en: 'Checking', de: 'Wird geprüft', es: 'Comprobando', fr: 'Vérification' },
  statePausing: {
    en: 'Pausing: the claims under way finish first',
    de: 'Wird angehalten: laufende Behauptungen werden erst fertig geprüft',
    es: 'Pausando: primero terminan las afirmaciones en curso',
    fr: 'Mise en pause : les affirmations en cours se terminent d’abord',
  },
  statePaused: { en: 'Paused', de: 'Angehalten', es: 'En pausa', fr: 'En pause' },
  stateCancelled: { en: 'Cancelled', de: 'Abgebrochen', es: 'Cancelada', fr: 'Annulée' },
  stateDone: { en: 'Done', de: 'Fertig', es: 'Hecho', fr: 'Terminé' },
  stateFailed: { en: 'Stopped', de: 'Gestoppt', es: 'Detenida', fr: 'Arrêtée' },
  listOf: { en: 'List $1', de: 'Liste $1', es: 'Lista $1', fr: 'Liste $1' },
  progress: { en: '$1 of $2 checked', de: '$1 von $2 geprüft', es: '$1 de $2 comprobadas', fr: '$1 sur $2 vérifiées' },
  progressFailed: {
    en: '$1 of $2 checked, $3 failed',
    de: '$1 von $2 geprüft, $3 fehlgeschlagen',
    es: '$1 de $2 comprobadas, $3 con error',
    fr: '$1 sur $2 vérifiées, $3 en échec',
  },
  rowsSkippedOne: {
    en: '$1 row was not a claim (line $2).',
    de: '$1 Zeile war keine Behauptung (Zeile $2).',
    es: '$1 fila no era una afirmación (línea $2).',
    fr: '$1 ligne n’était pas une affirmation (ligne $2).',
  },
  rowsSkippedOther: {
    en: '$1 rows were not a claim (lines $2).',
    de: '$1 Zeilen waren keine Behauptungen (Zeilen $2).',
    es: '$1 filas no eran afirmaciones (líneas $2).',
    fr: '$1 lignes n’étaient pas des affirmations (lignes $2).',
  },
  pause: { en: 'Pause', de: 'Anhalten', es: 'Pausar', fr: 'Suspendre' },
  resume: { en: 'Resume', de: 'Fortsetzen', es: 'Reanudar', fr: 'Reprendre' },
  downloadJson: { en: 'Download JSON', de: 'JSON herunterladen', es: 'Descargar JSON', fr: 'Télécharger le JSON' },
  downloadCsv: { en: 'Download CSV', de: 'CSV herunterladen', es: 'Descargar CSV', fr: 'Télécharger le CSV' },
  results: { en: 'Results', de: 'Ergebnisse', es: 'Resultados', fr: 'Résultats' },
  claim: { en: 'Claim', de: 'Behauptung', es: 'Afirmación', fr: 'Affirmation' },
  verdictConfidence: {
    en: 'Verdict, confidence',
    de: 'Urteil, Konfidenz',
    es: 'Veredicto, confianza',
    fr: 'Verdict, confiance',
  },
  quotes: { en: 'Quotes', de: 'Zitate', es: 'Citas', fr: 'Citations' },
  quote: { en: '“$1” — $2, p. $3', de: '„$1“ – $2, S. $3', es: '«$1» — $2, p. $3', fr: '« $1 » — $2, p. $3' },
  none: { en: 'none', de: 'keine', es: 'ninguna', fr: 'aucune' },
});

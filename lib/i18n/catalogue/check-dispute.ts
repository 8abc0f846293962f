import { defineMessages } from '../define';

/** The reader's correction of a verdict (components/sidepanel/check/Dispute.tsx). */
export const checkDispute = defineMessages('checkDispute', {
  thisIsWrong: { en: 'This is wrong', de: 'Das ist falsch', es: 'Esto es incorrecto', fr: 'C’est faux' },
  source: { en: 'source', de: 'Quelle', es: 'fuente', fr: 'source' },
  keptSince: {
    en: 'This verdict ($1) is kept as it was; memory answers this claim with your correction since $2.',
    de: 'Dieses Urteil ($1) bleibt, wie es war; das Gedächtnis beantwortet diese Behauptung seit $2 mit Ihrer Korrektur.',
    es: 'Este veredicto ($1) se conserva tal cual; la memoria responde a esta afirmación con su corrección desde el $2.',
    fr: 'Ce verdict ($1) reste tel quel ; la mémoire répond à cette affirmation avec votre correction depuis le $2.',
  },
  correctsEarlier: {
    en: 'It corrects the verdict $1 of an earlier check.',
    de: 'Sie korrigiert das Urteil $1 einer früheren Prüfung.',
    es: 'Corrige el veredicto $1 de una comprobación anterior.',
    fr: 'Elle corrige le verdict $1 d’une vérification antérieure.',
  },
  openOriginal: {
    en: 'Open the original check',
    de: 'Ursprüngliche Prüfung öffnen',
    es: 'Abrir la comprobación original',
    fr: 'Ouvrir la vérification d’origine',
  },
  undo: {
    en: 'Undo my correction',
    de: 'Meine Korrektur rückgängig machen',
    es: 'Deshacer mi corrección',
    fr: 'Annuler ma correction',
  },
  undone: {
    en: 'You undid your correction ($1: $2).',
    de: 'Sie haben Ihre Korrektur rückgängig gemacht ($1: $2).',
    es: 'Deshizo su corrección ($1: $2).',
    fr: 'Vous avez annulé votre correction ($1 : $2).',
  },
  applyAgain: { en: 'Apply it again', de: 'Erneut anwenden', es: 'Volver a aplicarla', fr: 'La réappliquer' },
  formLabel: {
    en: 'Correct this verdict',
    de: 'Dieses Urteil korrigieren',
    es: 'Corregir este veredicto',
    fr: 'Corriger ce verdict',
  },
  rightVerdict: {
    en: 'The right verdict',
    de: 'Das richtige Urteil',
    es: 'El veredicto correcto',
    fr: 'Le bon verdict',
  },
  why: { en: 'Why', de: 'Warum', es: 'Por qué', fr: 'Pourquoi' },
  whyPlaceholder: {
    en: 'What the evidence says, in a sentence',
    de: 'Was die Belege sagen, in einem Satz',
    es: 'Lo que dicen las pruebas, en una frase',
    fr: 'Ce que disent les preuves, en une phrase',
  },
  sourceLabel: { en: 'Source', de: 'Quelle', es: 'Fuente', fr: 'Source' },
  sourcePlaceholder: {
    en: 'https://… (optional)',
    de: 'https://… (optional)',
    es: 'https://… (opcional)',
    fr: 'https://… (facultatif)',
  },
  keptHere: {
    en: 'Kept on this browser as your own knowledge; you can undo it, and share it from the Knowledge tab.',
    de: 'Wird in diesem Browser als Ihr eigenes Wissen gespeichert; Sie können es rückgängig machen und im Tab „Wissen“ teilen.',
    es: 'Se guarda en este navegador como conocimiento propio; se puede deshacer y compartir desde la pestaña Conocimiento.',
    fr: 'Conservé dans ce navigateur comme vos propres connaissances ; vous pouvez l’annuler et le partager depuis l’onglet Connaissances.',
  },
  save: {
    en: 'Save my correction',
    de: 'Meine Korrektur speichern',
    es: 'Guardar mi corrección',
    fr: 'Enregistrer ma correction',
  },
  cancel: { en: 'Cancel', de: 'Abbrechen', es: 'Cancelar', fr: 'Annuler' },
  yourCorrection: {
    en: 'Your correction',
    de: 'Ihre Korrektur',
    es: 'Su corrección',
    fr: 'Votre correction',
  },
});

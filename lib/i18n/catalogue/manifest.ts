import { defineMessages } from '../define';

/** The store listing and the browser's shortcut settings (`__MSG_…__` in the manifest). */
export const manifestMessages = defineMessages('manifest', {
  description: {
    en: 'Check health claims where you read them: local-first verdicts with sources.',
    de: 'Gesundheitsbehauptungen dort prüfen, wo Sie sie lesen: Urteile mit Quellen, zuerst auf dem Gerät.',
    es: 'Compruebe afirmaciones de salud donde las lee: veredictos con fuentes, primero en su dispositivo.',
    fr: 'Vérifiez les affirmations de santé là où vous les lisez : verdicts sourcés, d’abord sur l’appareil.',
  },
  checkSelection: {
    en: 'Check the selected claim',
    de: 'Markierte Behauptung prüfen',
    es: 'Comprobar la afirmación seleccionada',
    fr: 'Vérifier l’affirmation sélectionnée',
  },
  typeClaim: {
    en: 'Type or paste a claim to check, in the side panel',
    de: 'Eine Behauptung zum Prüfen in der Seitenleiste eingeben oder einfügen',
    es: 'Escribir o pegar una afirmación para comprobarla, en el panel lateral',
    fr: 'Saisir ou coller une affirmation à vérifier, dans le panneau latéral',
  },
});

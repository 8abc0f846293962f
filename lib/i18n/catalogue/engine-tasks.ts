import { defineMessages } from '../define';

/** The engine's own failures a reader sees, and its start-up work (lib/engine, lib/background/engine-client.ts). */
export const engineTasks = defineMessages('engineTasks', {
  crashed: {
    en: 'The local engine stopped unexpectedly. Retry the check.',
    de: 'Die lokale Engine wurde unerwartet beendet. Wiederholen Sie die Prüfung.',
    es: 'El motor local se detuvo de forma inesperada. Repita la comprobación.',
    fr: 'Le moteur local s’est arrêté de façon inattendue. Relancez la vérification.',
  },
  crashedWhy: {
    en: 'The local engine stopped unexpectedly ($1). Retry the check.',
    de: 'Die lokale Engine wurde unerwartet beendet ($1). Wiederholen Sie die Prüfung.',
    es: 'El motor local se detuvo de forma inesperada ($1). Repita la comprobación.',
    fr: 'Le moteur local s’est arrêté de façon inattendue ($1). Relancez la vérification.',
  },
  stopped: {
    en: 'The local engine was stopped. Retry the check.',
    de: 'Die lokale Engine wurde gestoppt. Wiederholen Sie die Prüfung.',
    es: 'El motor local se detuvo. Repita la comprobación.',
    fr: 'Le moteur local a été arrêté. Relancez la vérification.',
  },
  couldNotStart: {
    en: 'The local engine could not start: $1',
    de: 'Die lokale Engine konnte nicht starten: $1',
    es: 'El motor local no pudo iniciarse: $1',
    fr: 'Le moteur local n’a pas pu démarrer : $1',
  },
  lostAnswer: {
    en: 'The local engine stopped while answering. Try again.',
    de: 'Die lokale Engine wurde während der Antwort beendet. Versuchen Sie es erneut.',
    es: 'El motor local se detuvo mientras respondía. Vuelva a intentarlo.',
    fr: 'Le moteur local s’est arrêté pendant sa réponse. Réessayez.',
  },
  theEngine: { en: 'The local engine', de: 'Die lokale Engine', es: 'El motor local', fr: 'Le moteur local' },
  starterPack: {
    en: 'The starter pack could not be installed (it is tried again when the engine next starts)',
    de: 'Das Startpaket konnte nicht installiert werden (beim nächsten Start der Engine wird es erneut versucht)',
    es: 'No se pudo instalar el paquete inicial (se intentará de nuevo cuando el motor vuelva a iniciarse)',
    fr: 'Le pack de démarrage n’a pas pu être installé (nouvel essai au prochain démarrage du moteur)',
  },
  vectors: {
    en: 'Computing vectors for $1 at start-up stopped',
    de: 'Die Berechnung der Vektoren für $1 beim Start wurde abgebrochen',
    es: 'El cálculo de vectores para $1 al iniciar se detuvo',
    fr: 'Le calcul des vecteurs pour $1 au démarrage s’est arrêté',
  },
  graph: {
    en: 'The knowledge graph could not be prepared at start-up',
    de: 'Der Wissensgraph konnte beim Start nicht vorbereitet werden',
    es: 'No se pudo preparar el grafo de conocimiento al iniciar',
    fr: 'Le graphe de connaissances n’a pas pu être préparé au démarrage',
  },
  noLlm: {
    en: 'No LLM is chosen.',
    de: 'Es ist kein LLM gewählt.',
    es: 'No se ha elegido ningún LLM.',
    fr: 'Aucun LLM n’est choisi.',
  },
  untrusted: {
    en: 'This address is not on your trusted list, so checks never read it.',
    de: 'Diese Adresse steht nicht auf Ihrer Liste vertrauenswürdiger Quellen, daher lesen Prüfungen sie nie.',
    es: 'Esta dirección no está en su lista de confianza, así que las comprobaciones nunca la leen.',
    fr: 'Cette adresse n’est pas dans votre liste de confiance : les vérifications ne la lisent donc jamais.',
  },
  listLine: {
    en: 'List $1, line $2',
    de: 'Liste $1, Zeile $2',
    es: 'Lista $1, línea $2',
    fr: 'Liste $1, ligne $2',
  },
});

import { defineMessages } from '../define';

/** A question in another language that nothing on the device can turn into the statement it tests (lib/pipeline/question.ts, lib/decompose/claimhood.ts). */
export const questionsLang = defineMessages('questionsLang', {
  download: {
    en: 'A question in $1 cannot be turned into the statement it tests on this device: select the statement itself, or download the $1 → English translation.',
    de: 'Eine Frage auf $1 kann auf diesem Gerät nicht in die Aussage umgewandelt werden, die sie prüft: Markieren Sie die Aussage selbst oder laden Sie die Übersetzung $1 → Englisch herunter.',
    es: 'Una pregunta en $1 no puede convertirse en este dispositivo en la afirmación que pone a prueba: seleccione la afirmación misma o descargue la traducción $1 → inglés.',
    fr: 'Une question en $1 ne peut pas être transformée sur cet appareil en l’affirmation qu’elle teste : sélectionnez l’affirmation elle-même ou téléchargez la traduction $1 → anglais.',
  },
  none: {
    en: 'A question in $1 cannot be turned into the statement it tests on this device ($2): select the statement itself, or let an LLM split long selections (Settings → Long selections), which also rewrites questions.',
    de: 'Eine Frage auf $1 kann auf diesem Gerät nicht in die Aussage umgewandelt werden, die sie prüft ($2): Markieren Sie die Aussage selbst oder lassen Sie ein LLM lange Auswahlen aufteilen (Einstellungen → Lange Auswahlen), das auch Fragen umschreibt.',
    es: 'Una pregunta en $1 no puede convertirse en este dispositivo en la afirmación que pone a prueba ($2): seleccione la afirmación misma o deje que un LLM divida las selecciones largas (Ajustes → Selecciones largas), que también reescribe las preguntas.',
    fr: 'Une question en $1 ne peut pas être transformée sur cet appareil en l’affirmation qu’elle teste ($2) : sélectionnez l’affirmation elle-même ou laissez un LLM découper les longues sélections (Paramètres → Sélections longues), qui réécrit aussi les questions.',
  },
  listed: {
    en: 'A question in $1: nothing on this device turns it into the statement it tests (Chrome’s translation or an LLM). Select it alone to see what is missing.',
    de: 'Eine Frage auf $1: Nichts auf diesem Gerät wandelt sie in die Aussage um, die sie prüft (Chromes Übersetzung oder ein LLM). Markieren Sie sie allein, um zu sehen, was fehlt.',
    es: 'Una pregunta en $1: nada en este dispositivo la convierte en la afirmación que pone a prueba (la traducción de Chrome o un LLM). Selecciónela sola para ver qué falta.',
    fr: 'Une question en $1 : rien sur cet appareil ne la transforme en l’affirmation qu’elle teste (la traduction de Chrome ou un LLM). Sélectionnez-la seule pour voir ce qui manque.',
  },
});

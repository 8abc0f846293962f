import { defineMessages } from '../define';

/** The reader's corrections of verdicts: refusals, undo, and memory's answer from them (lib/kg/graph/disputes.ts). */
export const corrections = defineMessages('corrections', {
  yours: { en: 'Your correction', de: 'Ihre Korrektur', es: 'Su corrección', fr: 'Votre correction' },
  gone: {
    en: 'This check is no longer in the history.',
    de: 'Diese Prüfung ist nicht mehr im Verlauf.',
    es: 'Esta comprobación ya no está en el historial.',
    fr: 'Cette vérification n’est plus dans l’historique.',
  },
  notFinished: {
    en: 'Only a finished verdict can be corrected: wait for the check to end.',
    de: 'Nur ein fertiges Urteil kann korrigiert werden: Warten Sie, bis die Prüfung endet.',
    es: 'Solo se puede corregir un veredicto terminado: espere a que acabe la comprobación.',
    fr: 'Seul un verdict terminé peut être corrigé : attendez la fin de la vérification.',
  },
  chooseVerdict: {
    en: 'Choose the right verdict: True or False.',
    de: 'Wählen Sie das richtige Urteil: Wahr oder Falsch.',
    es: 'Elija el veredicto correcto: Verdadero o Falso.',
    fr: 'Choisissez le bon verdict : Vrai ou Faux.',
  },
  sayWhy: {
    en: 'Say why the verdict is wrong: the reason is kept with your correction and goes with it when you share it.',
    de: 'Sagen Sie, warum das Urteil falsch ist: Die Begründung wird mit Ihrer Korrektur gespeichert und mit ihr geteilt.',
    es: 'Diga por qué el veredicto es incorrecto: el motivo se guarda con su corrección y la acompaña cuando la comparte.',
    fr: 'Dites pourquoi le verdict est faux : la raison est gardée avec votre correction et l’accompagne quand vous la partagez.',
  },
  tooLong: {
    en: 'The reason is $1 characters long; keep it under $2.',
    de: 'Die Begründung ist $1 Zeichen lang; bleiben Sie unter $2.',
    es: 'El motivo tiene $1 caracteres; no supere los $2.',
    fr: 'La raison fait $1 caractères ; restez sous $2.',
  },
  badSource: {
    en: '“$1” is not a web address: give the source as https://…, or leave it empty.',
    de: '„$1“ ist keine Webadresse: Geben Sie die Quelle als https://… an oder lassen Sie das Feld leer.',
    es: '«$1» no es una dirección web: indique la fuente como https://… o déjela vacía.',
    fr: '« $1 » n’est pas une adresse web : donnez la source sous la forme https://…, ou laissez vide.',
  },
  noWords: {
    en: 'This selection has no words memory could match: it cannot be corrected.',
    de: 'Diese Auswahl enthält keine Wörter, die das Gedächtnis zuordnen könnte: Sie kann nicht korrigiert werden.',
    es: 'Esta selección no tiene palabras que la memoria pueda reconocer: no se puede corregir.',
    fr: 'Cette sélection n’a aucun mot que la mémoire puisse reconnaître : elle ne peut pas être corrigée.',
  },
  deleted: {
    en: 'This correction was deleted.',
    de: 'Diese Korrektur wurde gelöscht.',
    es: 'Esta corrección se eliminó.',
    fr: 'Cette correction a été supprimée.',
  },
  corrected: {
    en: 'You corrected this claim on $1 (it had been checked as $2): $3',
    de: 'Sie haben diese Behauptung am $1 korrigiert (sie war als $2 geprüft worden): $3',
    es: 'Corrigió esta afirmación el $1 (se había comprobado como $2): $3',
    fr: 'Vous avez corrigé cette affirmation le $1 (elle avait été vérifiée comme $2) : $3',
  },
});

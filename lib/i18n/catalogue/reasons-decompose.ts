import { defineMessages } from '../define';

/** Why a sentence is no claim, what an open question needs, and why a selection is refused (lib/decompose). */
export const reasonsDecompose = defineMessages('reasonsDecompose', {
  leadIn: {
    en: 'A heading or lead-in to what follows, not a claim.',
    de: 'Eine Überschrift oder Einleitung zum Folgenden, keine Behauptung.',
    es: 'Un título o una introducción a lo que sigue, no una afirmación.',
    fr: 'Un titre ou une introduction à ce qui suit, pas une affirmation.',
  },
  noVerb: {
    en: 'No claim here: it has no verb, so there is nothing it says is true or false.',
    de: 'Hier ist keine Behauptung: Es gibt kein Verb, also nichts, was als wahr oder falsch ausgesagt wird.',
    es: 'Aquí no hay ninguna afirmación: no tiene verbo, así que no dice nada que sea verdadero o falso.',
    fr: 'Pas d’affirmation ici : il n’y a pas de verbe, donc rien qui soit dit vrai ou faux.',
  },
  fragmentIn: {
    en: 'A heading or fragment in $1, not a claim.',
    de: 'Eine Überschrift oder ein Bruchstück (Sprache: $1), keine Behauptung.',
    es: 'Un título o fragmento en $1, no una afirmación.',
    fr: 'Un titre ou un fragment (langue : $1), pas une affirmation.',
  },
  questionIn: {
    en: 'A question in $1: only English questions are read as the statement they test. Select it alone to check it as written.',
    de: 'Eine Frage (Sprache: $1): Nur englische Fragen werden als die Aussage gelesen, die sie prüfen. Wählen Sie sie allein aus, um sie wie geschrieben zu prüfen.',
    es: 'Una pregunta en $1: solo las preguntas en inglés se leen como el enunciado que ponen a prueba. Selecciónela sola para comprobarla tal como está escrita.',
    fr: 'Une question (langue : $1) : seules les questions en anglais sont lues comme l’énoncé qu’elles testent. Sélectionnez-la seule pour la vérifier telle qu’écrite.',
  },
  openQuestion: {
    en: 'An open question, not a claim: it asks for information rather than whether something is true, so there is no Yes or No to give. Select a sentence that states something, or a yes/no question such as "Does vitamin D prevent flu?".',
    de: 'Eine offene Frage, keine Behauptung: Sie fragt nach Informationen statt danach, ob etwas wahr ist, also gibt es kein Ja oder Nein. Wählen Sie einen Satz, der etwas aussagt, oder eine Ja/Nein-Frage wie „Beugt Vitamin D der Grippe vor?“.',
    es: 'Una pregunta abierta, no una afirmación: pide información en vez de preguntar si algo es cierto, así que no hay Sí ni No que dar. Seleccione una frase que afirme algo, o una pregunta de sí o no como «¿La vitamina D previene la gripe?».',
    fr: 'Une question ouverte, pas une affirmation : elle demande une information plutôt que de savoir si quelque chose est vrai, il n’y a donc ni Oui ni Non à donner. Sélectionnez une phrase qui affirme quelque chose, ou une question fermée comme « La vitamine D prévient-elle la grippe ? ».',
  },
  referring: {
    en: 'A question about something said before it ("Is that true?"), not a claim of its own: select the sentence it asks about, or the two together.',
    de: 'Eine Frage zu etwas, das vorher gesagt wurde („Stimmt das?“), keine eigene Behauptung: Wählen Sie den Satz, nach dem sie fragt, oder beide zusammen.',
    es: 'Una pregunta sobre algo dicho antes («¿Es cierto?»), no una afirmación propia: seleccione la frase por la que pregunta, o las dos juntas.',
    fr: 'Une question sur quelque chose dit avant (« Est-ce vrai ? »), pas une affirmation en soi : sélectionnez la phrase sur laquelle elle porte, ou les deux ensemble.',
  },
  context: {
    en: 'A question about "it" or "they" with nothing before it that says what they are: select the sentence that names them together with the question.',
    de: 'Eine Frage zu „es“ oder „sie“, ohne dass vorher gesagt wird, was gemeint ist: Wählen Sie den Satz, der es benennt, zusammen mit der Frage.',
    es: 'Una pregunta sobre «eso» o «ellos» sin nada antes que diga qué son: seleccione la frase que los nombra junto con la pregunta.',
    fr: 'Une question sur « il » ou « ils » sans rien avant qui dise de quoi il s’agit : sélectionnez la phrase qui les nomme avec la question.',
  },
  several: {
    en: 'Several questions in one: select one of them, or the passage with all of them to have each checked on its own.',
    de: 'Mehrere Fragen in einer: Wählen Sie eine davon oder die Passage mit allen, damit jede einzeln geprüft wird.',
    es: 'Varias preguntas en una: seleccione una de ellas, o el pasaje con todas para que cada una se compruebe por separado.',
    fr: 'Plusieurs questions en une : sélectionnez-en une, ou le passage qui les contient toutes pour que chacune soit vérifiée séparément.',
  },
  empty: {
    en: 'Nothing to check: the selection is empty.',
    de: 'Nichts zu prüfen: Die Auswahl ist leer.',
    es: 'Nada que comprobar: la selección está vacía.',
    fr: 'Rien à vérifier : la sélection est vide.',
  },
  tooLong: {
    en: 'This selection is $1 characters; ClaimLens splits up to $2 characters into claims. Select a shorter passage (a few paragraphs), or raise the limit in Settings → On pages.',
    de: 'Diese Auswahl hat $1 Zeichen; ClaimLens teilt bis zu $2 Zeichen in Behauptungen. Wählen Sie eine kürzere Passage (ein paar Absätze) oder erhöhen Sie die Grenze unter Einstellungen → Auf Seiten.',
    es: 'Esta selección tiene $1 caracteres; ClaimLens divide en afirmaciones hasta $2 caracteres. Seleccione un pasaje más corto (unos pocos párrafos) o aumente el límite en Ajustes → En las páginas.',
    fr: 'Cette sélection fait $1 caractères ; ClaimLens découpe en affirmations jusqu’à $2 caractères. Sélectionnez un passage plus court (quelques paragraphes) ou relevez la limite dans Paramètres → Sur les pages.',
  },
  tooManySentences: {
    en: 'This selection has $1 sentences; ClaimLens ranks up to $2. Select fewer sentences (a few paragraphs).',
    de: 'Diese Auswahl hat $1 Sätze; ClaimLens ordnet bis zu $2. Wählen Sie weniger Sätze (ein paar Absätze).',
    es: 'Esta selección tiene $1 frases; ClaimLens ordena hasta $2. Seleccione menos frases (unos pocos párrafos).',
    fr: 'Cette sélection compte $1 phrases ; ClaimLens en classe jusqu’à $2. Sélectionnez moins de phrases (quelques paragraphes).',
  },
  rewriteFailed: {
    en: "The LLM's rewrite failed ($1).",
    de: 'Die Umformulierung durch das LLM ist fehlgeschlagen ($1).',
    es: 'La reescritura del LLM falló ($1).',
    fr: 'La réécriture par le LLM a échoué ($1).',
  },
  rewriteUnused: {
    en: "The LLM's rewrite was not used: $1.",
    de: 'Die Umformulierung durch das LLM wurde nicht verwendet: $1.',
    es: 'No se usó la reescritura del LLM: $1.',
    fr: 'La réécriture par le LLM n’a pas été utilisée : $1.',
  },
  notSplit: {
    en: 'This check was not split into sentences, so there is nothing to pick: select a longer passage.',
    de: 'Diese Prüfung wurde nicht in Sätze geteilt, es gibt also nichts auszuwählen: Wählen Sie eine längere Passage.',
    es: 'Esta comprobación no se dividió en frases, así que no hay nada que elegir: seleccione un pasaje más largo.',
    fr: 'Cette vérification n’a pas été découpée en phrases, il n’y a donc rien à choisir : sélectionnez un passage plus long.',
  },
  pickOne: {
    en: 'Pick at least one sentence to check.',
    de: 'Wählen Sie mindestens einen Satz zum Prüfen.',
    es: 'Elija al menos una frase para comprobar.',
    fr: 'Choisissez au moins une phrase à vérifier.',
  },
  pickAtMost: {
    en: 'Pick at most $1 sentences.',
    de: 'Wählen Sie höchstens $1 Sätze.',
    es: 'Elija como máximo $1 frases.',
    fr: 'Choisissez au plus $1 phrases.',
  },
  cannotCheck: {
    en: 'Sentence $1 cannot be checked: $2',
    de: 'Satz $1 kann nicht geprüft werden: $2',
    es: 'La frase $1 no se puede comprobar: $2',
    fr: 'La phrase $1 ne peut pas être vérifiée : $2',
  },
  noSuchSentence: {
    en: 'there is no such sentence.',
    de: 'Diesen Satz gibt es nicht.',
    es: 'no existe esa frase.',
    fr: 'cette phrase n’existe pas.',
  },
  oneClaim: {
    en: 'One claim: checked as written.',
    de: 'Eine Behauptung: wird wie geschrieben geprüft.',
    es: 'Una afirmación: se comprueba tal como está escrita.',
    fr: 'Une affirmation : vérifiée telle qu’écrite.',
  },
  textOne: {
    en: 'A text of $1 sentence: its key claims are picked and checked one by one.',
    de: 'Ein Text aus $1 Satz: Seine wichtigsten Behauptungen werden ausgewählt und einzeln geprüft.',
    es: 'Un texto de $1 frase: sus afirmaciones clave se eligen y se comprueban una a una.',
    fr: 'Un texte de $1 phrase : ses affirmations clés sont choisies et vérifiées une à une.',
  },
  textOther: {
    en: 'A text of $1 sentences: its key claims are picked and checked one by one.',
    de: 'Ein Text aus $1 Sätzen: Seine wichtigsten Behauptungen werden ausgewählt und einzeln geprüft.',
    es: 'Un texto de $1 frases: sus afirmaciones clave se eligen y se comprueban una a una.',
    fr: 'Un texte de $1 phrases : ses affirmations clés sont choisies et vérifiées une à une.',
  },
});

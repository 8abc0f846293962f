import { defineMessages } from '../define';

/** What is wrong with a claims file to check as a batch (lib/documents/claims-file.ts, csv.ts), and how a batch's claim ends. */
export const documentsClaims = defineMessages('docClaims', {
  shapes: {
    en: 'A claims file is a JSON array (["claim one", "claim two"] or [{"claim": "claim one"}]), a CSV whose first row names a "claim" column, or plain text with one claim per line.',
    de: 'Eine Behauptungsdatei ist ein JSON-Array (["claim one", "claim two"] oder [{"claim": "claim one"}]), eine CSV-Datei, deren erste Zeile eine Spalte "claim" nennt, oder reiner Text mit einer Behauptung pro Zeile.',
    es: 'Un archivo de afirmaciones es un array JSON (["claim one", "claim two"] o [{"claim": "claim one"}]), un CSV cuya primera fila nombra una columna "claim", o texto sin formato con una afirmación por línea.',
    fr: 'Un fichier d’affirmations est un tableau JSON (["claim one", "claim two"] ou [{"claim": "claim one"}]), un CSV dont la première ligne nomme une colonne "claim", ou du texte brut avec une affirmation par ligne.',
  },
  empty: {
    en: 'The claims file is empty. $1',
    de: 'Die Behauptungsdatei ist leer. $1',
    es: 'El archivo de afirmaciones está vacío. $1',
    fr: 'Le fichier d’affirmations est vide. $1',
  },
  noClaims: {
    en: 'The claims file holds no claims (only blank or # lines). $1',
    de: 'Die Behauptungsdatei enthält keine Behauptungen (nur leere oder mit # beginnende Zeilen). $1',
    es: 'El archivo de afirmaciones no contiene afirmaciones (solo líneas vacías o con #). $1',
    fr: 'Le fichier d’affirmations ne contient aucune affirmation (seulement des lignes vides ou commençant par #). $1',
  },
  notJson: {
    en: 'The claims file is not valid JSON$1 ($2). $3',
    de: 'Die Behauptungsdatei ist kein gültiges JSON$1 ($2). $3',
    es: 'El archivo de afirmaciones no es un JSON válido$1 ($2). $3',
    fr: 'Le fichier d’affirmations n’est pas un JSON valide$1 ($2). $3',
  },
  nearLine: { en: ' near line $1', de: ' bei Zeile $1', es: ' cerca de la línea $1', fr: ' vers la ligne $1' },
  notArray: {
    en: 'The claims file is JSON but not an array: its top level is $1. $2',
    de: 'Die Behauptungsdatei ist JSON, aber kein Array: Ihre oberste Ebene ist $1. $2',
    es: 'El archivo de afirmaciones es JSON pero no un array: su nivel superior es $1. $2',
    fr: 'Le fichier d’affirmations est du JSON mais pas un tableau : son niveau supérieur est $1. $2',
  },
  item: { en: 'Item $1', de: 'Eintrag $1', es: 'El elemento $1', fr: 'L’élément $1' },
  itemEmpty: {
    en: '$1 is an empty claim.',
    de: '$1 ist eine leere Behauptung.',
    es: '$1 es una afirmación vacía.',
    fr: '$1 est une affirmation vide.',
  },
  itemKind: {
    en: '$1 is $2: write the claim as a string or as {"claim": "…"}.',
    de: '$1 ist $2: Schreiben Sie die Behauptung als String oder als {"claim": "…"}.',
    es: '$1 es $2: escriba la afirmación como cadena o como {"claim": "…"}.',
    fr: '$1 est $2 : écrivez l’affirmation comme une chaîne ou comme {"claim": "…"}.',
  },
  itemNoField: {
    en: '$1 has no "claim" field.',
    de: '$1 hat kein Feld "claim".',
    es: '$1 no tiene campo "claim".',
    fr: '$1 n’a pas de champ "claim".',
  },
  itemNoFieldHas: {
    en: '$1 has no "claim" field (it has $2).',
    de: '$1 hat kein Feld "claim" (es hat $2).',
    es: '$1 no tiene campo "claim" (tiene $2).',
    fr: '$1 n’a pas de champ "claim" (il a $2).',
  },
  itemClaimKind: {
    en: '$1 has a "claim" that is $2, not the claim\'s text.',
    de: '$1 hat ein "claim", das $2 ist, nicht der Text der Behauptung.',
    es: '$1 tiene un "claim" que es $2, no el texto de la afirmación.',
    fr: '$1 a un "claim" qui est $2, pas le texte de l’affirmation.',
  },
  kindEmpty: { en: 'empty', de: 'leer', es: 'vacío', fr: 'vide' },
  kindArray: { en: 'an array', de: 'ein Array', es: 'un array', fr: 'un tableau' },
  kindObject: { en: 'an object', de: 'ein Objekt', es: 'un objeto', fr: 'un objet' },
  kindOther: { en: 'a $1', de: 'ein Wert vom Typ $1', es: 'un valor de tipo $1', fr: 'une valeur de type $1' },
  noColumn: {
    en: 'The CSV has no "claim" column$1. Its first row must name the columns, one of them "claim", for example:',
    de: 'Die CSV-Datei hat keine Spalte "claim"$1. Ihre erste Zeile muss die Spalten nennen, eine davon "claim", zum Beispiel:',
    es: 'El CSV no tiene columna "claim"$1. Su primera fila debe nombrar las columnas, una de ellas "claim", por ejemplo:',
    fr: 'Le CSV n’a pas de colonne "claim"$1. Sa première ligne doit nommer les colonnes, dont une "claim", par exemple :',
  },
  firstRowNames: {
    en: ' (its first row names $1)',
    de: ' (ihre erste Zeile nennt $1)',
    es: ' (su primera fila nombra $1)',
    fr: ' (sa première ligne nomme $1)',
  },
  rowCells: {
    en: 'The row has $1 cell(s); the claim is in column $2.',
    de: 'Die Zeile hat $1 Zelle(n); die Behauptung steht in Spalte $2.',
    es: 'La fila tiene $1 celda(s); la afirmación está en la columna $2.',
    fr: 'La ligne a $1 cellule(s) ; l’affirmation est dans la colonne $2.',
  },
  cellEmpty: {
    en: 'The claim cell is empty.',
    de: 'Die Zelle der Behauptung ist leer.',
    es: 'La celda de la afirmación está vacía.',
    fr: 'La cellule de l’affirmation est vide.',
  },
  unclosedQuote: {
    en: 'A quoted field is never closed: a " is missing.',
    de: 'Ein Feld in Anführungszeichen wird nie geschlossen: Ein " fehlt.',
    es: 'Un campo entre comillas no se cierra nunca: falta una ".',
    fr: 'Un champ entre guillemets n’est jamais fermé : il manque un ".',
  },
  textAfterQuote: {
    en: 'Text follows a closing quote: inside quotes, write a " as "".',
    de: 'Auf ein schließendes Anführungszeichen folgt Text: Schreiben Sie innerhalb von Anführungszeichen ein " als "".',
    es: 'Hay texto tras unas comillas de cierre: dentro de comillas, escriba " como "".',
    fr: 'Du texte suit un guillemet fermant : entre guillemets, écrivez un " sous la forme "".',
  },
  checkFailed: {
    en: 'The check failed: $1',
    de: 'Die Prüfung ist fehlgeschlagen: $1',
    es: 'La comprobación falló: $1',
    fr: 'La vérification a échoué : $1',
  },
  batchCancelled: {
    en: 'The batch was cancelled.',
    de: 'Der Stapel wurde abgebrochen.',
    es: 'El lote se canceló.',
    fr: 'Le lot a été annulé.',
  },
});

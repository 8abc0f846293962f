import { defineMessages } from '../define';

/** Why a pack file is refused, with the line where it goes wrong (lib/kg/packs/parse.ts, format.ts). */
export const packsFormat = defineMessages('packsFormat', {
  tooLarge: {
    en: 'This pack is $1; ClaimLens imports packs of up to $2. Split it into smaller packs.',
    de: 'Dieses Paket ist $1 groß; ClaimLens importiert Pakete bis $2. Teilen Sie es in kleinere Pakete auf.',
    es: 'Este paquete ocupa $1; ClaimLens importa paquetes de hasta $2. Divídalo en paquetes más pequeños.',
    fr: 'Ce pack fait $1 ; ClaimLens importe des packs jusqu’à $2. Divisez-le en packs plus petits.',
  },
  nothing: { en: 'nothing', de: 'nichts', es: 'nada', fr: 'rien' },
  jsonAt: {
    en: 'Not valid JSON: line $1, column $2.',
    de: 'Kein gültiges JSON: Zeile $1, Spalte $2.',
    es: 'JSON no válido: línea $1, columna $2.',
    fr: 'JSON non valide : ligne $1, colonne $2.',
  },
  json: { en: 'Not valid JSON.', de: 'Kein gültiges JSON.', es: 'JSON no válido.', fr: 'JSON non valide.' },
  notPack: {
    en: 'Not a ClaimLens knowledge pack: "format" must be "$1" (found $2).',
    de: 'Kein ClaimLens-Wissenspaket: "format" muss "$1" sein (gefunden: $2).',
    es: 'No es un paquete de conocimiento de ClaimLens: "format" debe ser "$1" (encontrado: $2).',
    fr: 'Pas un pack de connaissances ClaimLens : "format" doit valoir "$1" (trouvé : $2).',
  },
  newer: {
    en: 'This pack uses format version $1; this version of ClaimLens reads version $2. Update ClaimLens to import it.',
    de: 'Dieses Paket verwendet Formatversion $1; diese Version von ClaimLens liest Version $2. Aktualisieren Sie ClaimLens, um es zu importieren.',
    es: 'Este paquete usa la versión de formato $1; esta versión de ClaimLens lee la versión $2. Actualice ClaimLens para importarlo.',
    fr: 'Ce pack utilise la version de format $1 ; cette version de ClaimLens lit la version $2. Mettez ClaimLens à jour pour l’importer.',
  },
  missing: { en: 'is missing', de: 'fehlt', es: 'falta', fr: 'est absent' },
  found: { en: '$1 (found $2)', de: '$1 (gefunden: $2)', es: '$1 (encontrado: $2)', fr: '$1 (trouvé : $2)' },
  atLine: { en: 'Line $1: $2', de: 'Zeile $1: $2', es: 'Línea $1: $2', fr: 'Ligne $1 : $2' },
  future: {
    en: 'is in the future ($1): a pack may not date what it says ahead of today',
    de: 'liegt in der Zukunft ($1): Ein Paket darf seine Aussagen nicht später als heute datieren',
    es: 'está en el futuro ($1): un paquete no puede fechar lo que dice después de hoy',
    fr: 'est dans le futur ($1) : un pack ne peut pas dater ce qu’il dit après aujourd’hui',
  },
  repeatsId: {
    en: 'repeats the id $1: ids must be unique in a pack',
    de: 'wiederholt die ID $1: IDs müssen in einem Paket eindeutig sein',
    es: 'repite el id $1: los ids deben ser únicos en un paquete',
    fr: 'répète l’id $1 : les id doivent être uniques dans un pack',
  },
  unknownRef: {
    en: 'refers to $1, which is not an item of this pack',
    de: 'verweist auf $1, das kein Eintrag dieses Pakets ist',
    es: 'hace referencia a $1, que no es un elemento de este paquete',
    fr: 'fait référence à $1, qui n’est pas un élément de ce pack',
  },
  wrongEnd: {
    en: 'of a $1 edge must be a $2, not a $3',
    de: 'einer $1-Kante muss vom Typ $2 sein, nicht $3',
    es: 'de una arista $1 debe ser de tipo $2, no $3',
    fr: 'd’une arête $1 doit être de type $2, pas $3',
  },
  or: { en: ' or ', de: ' oder ', es: ' o ', fr: ' ou ' },
  selfEdge: {
    en: 'is the same item as "from"',
    de: 'ist derselbe Eintrag wie "from"',
    es: 'es el mismo elemento que "from"',
    fr: 'est le même élément que "from"',
  },
  empty: {
    en: 'must not be empty',
    de: 'darf nicht leer sein',
    es: 'no puede estar vacío',
    fr: 'ne doit pas être vide',
  },
  atMost: {
    en: 'must be at most $1 characters',
    de: 'darf höchstens $1 Zeichen lang sein',
    es: 'debe tener como máximo $1 caracteres',
    fr: 'doit faire au plus $1 caractères',
  },
  isoDate: {
    en: 'must be an ISO 8601 date-time, e.g. 2023-05-30T00:00:00Z',
    de: 'muss ein Zeitpunkt nach ISO 8601 sein, z. B. 2023-05-30T00:00:00Z',
    es: 'debe ser una fecha y hora ISO 8601, p. ej. 2023-05-30T00:00:00Z',
    fr: 'doit être une date et heure ISO 8601, p. ex. 2023-05-30T00:00:00Z',
  },
  packId: {
    en: 'must be 1–64 lower-case letters, digits, ".", "_" or "-"',
    de: 'muss aus 1–64 Kleinbuchstaben, Ziffern, ".", "_" oder "-" bestehen',
    es: 'debe tener de 1 a 64 minúsculas, dígitos, ".", "_" o "-"',
    fr: 'doit compter 1 à 64 minuscules, chiffres, ".", "_" ou "-"',
  },
  absoluteUrl: {
    en: 'must be an absolute URL',
    de: 'muss eine absolute URL sein',
    es: 'debe ser una URL absoluta',
    fr: 'doit être une URL absolue',
  },
  httpUrl: {
    en: 'must be an http(s) URL',
    de: 'muss eine http(s)-URL sein',
    es: 'debe ser una URL http(s)',
    fr: 'doit être une URL http(s)',
  },
  claimStatus: {
    en: 'must be "TRUE" or "FALSE"',
    de: 'muss "TRUE" oder "FALSE" sein',
    es: 'debe ser "TRUE" o "FALSE"',
    fr: 'doit valoir "TRUE" ou "FALSE"',
  },
  factStatus: {
    en: 'must be "Verified" or "Claimed"',
    de: 'muss "Verified" oder "Claimed" sein',
    es: 'debe ser "Verified" o "Claimed"',
    fr: 'doit valoir "Verified" ou "Claimed"',
  },
  oneOf: {
    en: 'must be one of $1',
    de: 'muss eines von $1 sein',
    es: 'debe ser uno de $1',
    fr: 'doit être l’un de $1',
  },
});

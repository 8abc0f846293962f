import { defineMessages } from '../define';

/** Why a search gave nothing and why a trusted page was not read (lib/web). */
export const reasonsWebPages = defineMessages('reasonsWebPages', {
  foundNothing: {
    en: '$1 found nothing for “$2”.',
    de: '$1 hat für „$2“ nichts gefunden.',
    es: '$1 no encontró nada para «$2».',
    fr: '$1 n’a rien trouvé pour « $2 ».',
  },
  noneTrustedOne: {
    en: 'None of the $1 results is on your trusted list.',
    de: 'Das $1 Ergebnis steht nicht auf Ihrer vertrauenswürdigen Liste.',
    es: 'El $1 resultado no está en su lista de confianza.',
    fr: 'Le $1 résultat ne figure pas sur votre liste de confiance.',
  },
  noneTrustedOther: {
    en: 'None of the $1 results is on your trusted list.',
    de: 'Keines der $1 Ergebnisse steht auf Ihrer vertrauenswürdigen Liste.',
    es: 'Ninguno de los $1 resultados está en su lista de confianza.',
    fr: 'Aucun des $1 résultats ne figure sur votre liste de confiance.',
  },
  ratingsMissing: {
    en: 'Fact-check ratings are missing: $1',
    de: 'Bewertungen von Faktenchecks fehlen: $1',
    es: 'Faltan las calificaciones de verificaciones: $1',
    fr: 'Les notes de vérification manquent : $1',
  },
  untrustedRatings: {
    en: '$1 fact-check rating(s) from publishers not on your trusted list were left out.',
    de: '$1 Faktencheck-Bewertung(en) von Herausgebern, die nicht auf Ihrer vertrauenswürdigen Liste stehen, wurden weggelassen.',
    es: 'Se omitieron $1 calificación(es) de verificación de editores que no están en su lista de confianza.',
    fr: '$1 note(s) de vérification d’éditeurs absents de votre liste de confiance ont été écartées.',
  },
  pageLimit: {
    en: 'not read: $1 pages is the limit',
    de: 'nicht gelesen: $1 Seiten sind die Grenze',
    es: 'no leída: el límite es de $1 páginas',
    fr: 'non lue : la limite est de $1 pages',
  },
  notTrusted: {
    en: 'not on your trusted list',
    de: 'nicht auf Ihrer vertrauenswürdigen Liste',
    es: 'no está en su lista de confianza',
    fr: 'absente de votre liste de confiance',
  },
  sameDomain: {
    en: 'another page of $1 was chosen',
    de: 'eine andere Seite von $1 wurde gewählt',
    es: 'se eligió otra página de $1',
    fr: 'une autre page de $1 a été choisie',
  },
  privateAddress: {
    en: '$1 is a private or loopback address, which is never read as evidence',
    de: '$1 ist eine private oder Loopback-Adresse, die nie als Beleg gelesen wird',
    es: '$1 es una dirección privada o de bucle local, que nunca se lee como prueba',
    fr: '$1 est une adresse privée ou de bouclage, jamais lue comme preuve',
  },
  notPermitted: {
    en: 'ClaimLens may not read $1 yet: open Settings → Web and press “Allow access”',
    de: 'ClaimLens darf $1 noch nicht lesen: Öffnen Sie Einstellungen → Web und drücken Sie „Zugriff erlauben“',
    es: 'ClaimLens aún no puede leer $1: abra Ajustes → Web y pulse «Permitir el acceso»',
    fr: 'ClaimLens ne peut pas encore lire $1 : ouvrez Paramètres → Web et appuyez sur « Autoriser l’accès »',
  },
  couldNotRead: {
    en: 'could not be read ($1)',
    de: 'konnte nicht gelesen werden ($1)',
    es: 'no se pudo leer ($1)',
    fr: 'n’a pas pu être lue ($1)',
  },
  redirectedPrivate: {
    en: 'redirected to $1, a private or loopback address, which is never read',
    de: 'umgeleitet auf $1, eine private oder Loopback-Adresse, die nie gelesen wird',
    es: 'redirigida a $1, una dirección privada o de bucle local, que nunca se lee',
    fr: 'redirigée vers $1, une adresse privée ou de bouclage, jamais lue',
  },
  redirectedUntrusted: {
    en: 'redirected to $1, which is not on your trusted list',
    de: 'umgeleitet auf $1, das nicht auf Ihrer vertrauenswürdigen Liste steht',
    es: 'redirigida a $1, que no está en su lista de confianza',
    fr: 'redirigée vers $1, absente de votre liste de confiance',
  },
  emptyPdf: {
    en: 'no readable text in this PDF ($1 words)',
    de: 'kein lesbarer Text in diesem PDF ($1 Wörter)',
    es: 'no hay texto legible en este PDF ($1 palabras)',
    fr: 'aucun texte lisible dans ce PDF ($1 mots)',
  },
  paywall: {
    en: 'behind a paywall (only a teaser is readable)',
    de: 'hinter einer Bezahlschranke (nur ein Anreißer ist lesbar)',
    es: 'tras un muro de pago (solo se lee un avance)',
    fr: 'derrière un paywall (seul un chapeau est lisible)',
  },
  emptyArticle: {
    en: 'no readable article text ($1 words)',
    de: 'kein lesbarer Artikeltext ($1 Wörter)',
    es: 'no hay texto de artículo legible ($1 palabras)',
    fr: 'aucun texte d’article lisible ($1 mots)',
  },
  retracted: {
    en: 'Left out, retracted: “$1” ($2).',
    de: 'Weggelassen, zurückgezogen: „$1“ ($2).',
    es: 'Omitido, retractado: «$1» ($2).',
    fr: 'Écarté, rétracté : « $1 » ($2).',
  },
  pmcFailed: {
    en: 'Europe PMC could not be searched: $1',
    de: 'Europe PMC konnte nicht durchsucht werden: $1',
    es: 'No se pudo buscar en Europe PMC: $1',
    fr: 'Europe PMC n’a pas pu être interrogé : $1',
  },
});

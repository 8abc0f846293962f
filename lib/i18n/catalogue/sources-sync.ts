import { defineMessages } from '../define';

/** Why the reader's own trusted list could not sync through the browser (lib/sources/user-list.ts, sync/chunks.ts). */
export const sourcesSync = defineMessages('sourcesSync', {
  itemTooLarge: {
    en: 'An item of your list is over browser sync’s 8 KB limit: shorten long descriptions. Your changes are saved on this browser.',
    de: 'Ein Eintrag Ihrer Liste überschreitet die 8-KB-Grenze der Browser-Synchronisierung: Kürzen Sie lange Beschreibungen. Ihre Änderungen sind in diesem Browser gespeichert.',
    es: 'Un elemento de su lista supera el límite de 8 KB de la sincronización del navegador: acorte las descripciones largas. Los cambios se guardan en este navegador.',
    fr: 'Un élément de votre liste dépasse la limite de 8 Ko de la synchronisation du navigateur : raccourcissez les longues descriptions. Vos modifications sont enregistrées dans ce navigateur.',
  },
  storageFull: {
    en: 'Browser sync storage is full (100 KB for all extensions’ data of ClaimLens): remove entries you no longer need. Your changes are saved on this browser.',
    de: 'Der Speicher der Browser-Synchronisierung ist voll (100 KB für alle Erweiterungsdaten von ClaimLens): Entfernen Sie Einträge, die Sie nicht mehr brauchen. Ihre Änderungen sind in diesem Browser gespeichert.',
    es: 'El almacenamiento de sincronización del navegador está lleno (100 KB para todos los datos de extensión de ClaimLens): quite las entradas que ya no necesite. Los cambios se guardan en este navegador.',
    fr: 'Le stockage de synchronisation du navigateur est plein (100 Ko pour toutes les données d’extension de ClaimLens) : retirez les entrées dont vous n’avez plus besoin. Vos modifications sont enregistrées dans ce navigateur.',
  },
  tooManyWrites: {
    en: 'Browser sync allows only so many writes per minute: your changes are saved on this browser and will sync with your next change.',
    de: 'Die Browser-Synchronisierung erlaubt nur eine begrenzte Zahl von Schreibvorgängen pro Minute: Ihre Änderungen sind in diesem Browser gespeichert und werden mit Ihrer nächsten Änderung synchronisiert.',
    es: 'La sincronización del navegador solo permite cierto número de escrituras por minuto: los cambios se guardan en este navegador y se sincronizarán con el próximo cambio.',
    fr: 'La synchronisation du navigateur n’autorise qu’un nombre limité d’écritures par minute : vos modifications sont enregistrées dans ce navigateur et se synchroniseront à votre prochaine modification.',
  },
  notSynced: {
    en: 'Your changes are saved on this browser but could not sync: $1',
    de: 'Ihre Änderungen sind in diesem Browser gespeichert, konnten aber nicht synchronisiert werden: $1',
    es: 'Los cambios se guardan en este navegador, pero no se pudieron sincronizar: $1',
    fr: 'Vos modifications sont enregistrées dans ce navigateur mais n’ont pas pu être synchronisées : $1',
  },
  entryTooLarge: {
    en: 'The entry for $1 is too large to sync ($2 bytes; an item holds 8 KB): shorten its description or path prefixes.',
    de: 'Der Eintrag für $1 ist zu groß für die Synchronisierung ($2 Byte; ein Eintrag fasst 8 KB): Kürzen Sie seine Beschreibung oder Pfadpräfixe.',
    es: 'La entrada de $1 es demasiado grande para sincronizarse ($2 bytes; un elemento admite 8 KB): acorte su descripción o sus prefijos de ruta.',
    fr: 'L’entrée de $1 est trop grande pour être synchronisée ($2 octets ; un élément contient 8 Ko) : raccourcissez sa description ou ses préfixes de chemin.',
  },
  listTooLarge: {
    en: 'Your changes to the trusted list need $1 KB, more than the $2 KB that browser sync allows: they are saved on this browser only. Remove descriptions or entries you no longer need, or share the list as a file instead.',
    de: 'Ihre Änderungen an der Liste vertrauenswürdiger Quellen brauchen $1 KB, mehr als die $2 KB, die die Browser-Synchronisierung erlaubt: Sie sind nur in diesem Browser gespeichert. Entfernen Sie Beschreibungen oder Einträge, die Sie nicht mehr brauchen, oder teilen Sie die Liste stattdessen als Datei.',
    es: 'Los cambios en la lista de fuentes de confianza necesitan $1 KB, más de los $2 KB que permite la sincronización del navegador: se guardan solo en este navegador. Quite descripciones o entradas que ya no necesite, o comparta la lista como archivo.',
    fr: 'Vos modifications de la liste de sources de confiance demandent $1 Ko, plus que les $2 Ko autorisés par la synchronisation du navigateur : elles ne sont enregistrées que dans ce navigateur. Retirez les descriptions ou entrées inutiles, ou partagez plutôt la liste sous forme de fichier.',
  },
});

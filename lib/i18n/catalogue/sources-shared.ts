import { defineMessages } from '../define';

/**
 * Why a shared list or team pack was refused, and why the reader's own list could not sync
 * (lib/sources/shared, lib/sources/user-list.ts, lib/sources/sync): shown in the Sources and
 * Knowledge tabs. A list and a pack each have their own sentence where the noun's gender differs.
 */
export const sourcesShared = defineMessages('sourcesShared', {
  atLeastOne: {
    en: 'must list at least one source',
    de: 'muss mindestens eine Quelle nennen',
    es: 'debe incluir al menos una fuente',
    fr: 'doit lister au moins une source',
  },
  notWebAddress: {
    en: '“$1” is not a web address.',
    de: '„$1“ ist keine Webadresse.',
    es: '«$1» no es una dirección web.',
    fr: '« $1 » n’est pas une adresse web.',
  },
  httpsList: {
    en: 'Shared lists must be served over HTTPS (an http:// list could be altered on its way to you).',
    de: 'Geteilte Listen müssen über HTTPS bereitgestellt werden (eine http://-Liste könnte auf dem Weg zu Ihnen verändert werden).',
    es: 'Las listas compartidas deben servirse por HTTPS (una lista http:// podría alterarse por el camino).',
    fr: 'Les listes partagées doivent être servies en HTTPS (une liste http:// pourrait être modifiée en chemin).',
  },
  httpsPack: {
    en: 'Team packs must be served over HTTPS (an http:// pack could be altered on its way to you).',
    de: 'Team-Pakete müssen über HTTPS bereitgestellt werden (ein http://-Paket könnte auf dem Weg zu Ihnen verändert werden).',
    es: 'Los paquetes de equipo deben servirse por HTTPS (un paquete http:// podría alterarse por el camino).',
    fr: 'Les packs d’équipe doivent être servis en HTTPS (un pack http:// pourrait être modifié en chemin).',
  },
  credentialsList: {
    en: 'The list address may not contain a user name or password.',
    de: 'Die Adresse der Liste darf keinen Benutzernamen und kein Passwort enthalten.',
    es: 'La dirección de la lista no puede contener un nombre de usuario ni una contraseña.',
    fr: 'L’adresse de la liste ne peut contenir ni nom d’utilisateur ni mot de passe.',
  },
  credentialsPack: {
    en: 'The pack address may not contain a user name or password.',
    de: 'Die Adresse des Pakets darf keinen Benutzernamen und kein Passwort enthalten.',
    es: 'La dirección del paquete no puede contener un nombre de usuario ni una contraseña.',
    fr: 'L’adresse du pack ne peut contenir ni nom d’utilisateur ni mot de passe.',
  },
  tooLargeList: {
    en: 'The list $1 (lists are capped at $2).',
    de: 'Die Liste: $1 (Listen sind auf $2 begrenzt).',
    es: 'La lista: $1 (las listas tienen un límite de $2).',
    fr: 'La liste : $1 (les listes sont limitées à $2).',
  },
  tooLargePack: {
    en: 'The pack $1 (packs are capped at $2).',
    de: 'Das Paket: $1 (Pakete sind auf $2 begrenzt).',
    es: 'El paquete: $1 (los paquetes tienen un límite de $2).',
    fr: 'Le pack : $1 (les packs sont limités à $2).',
  },
  serverList: {
    en: 'The list server $1.',
    de: 'Der Server der Liste: $1.',
    es: 'El servidor de la lista: $1.',
    fr: 'Le serveur de la liste : $1.',
  },
  serverPack: {
    en: 'The pack server $1.',
    de: 'Der Server des Pakets: $1.',
    es: 'El servidor del paquete: $1.',
    fr: 'Le serveur du pack : $1.',
  },
  notHttpsRedirect: {
    en: 'redirected to a non-HTTPS address',
    de: 'an eine Adresse ohne HTTPS umgeleitet',
    es: 'redirigido a una dirección sin HTTPS',
    fr: 'redirigé vers une adresse sans HTTPS',
  },
  first304: {
    en: 'The list server answered 304 Not Modified to a first request.',
    de: 'Der Server der Liste hat auf eine erste Anfrage mit 304 Not Modified geantwortet.',
    es: 'El servidor de la lista respondió 304 Not Modified a una primera solicitud.',
    fr: 'Le serveur de la liste a répondu 304 Not Modified à une première requête.',
  },
  keyButUnsigned: {
    en: 'A publisher key was given (by you or your organisation), but the list is not signed: refused.',
    de: 'Ein Herausgeberschlüssel wurde angegeben (von Ihnen oder Ihrer Organisation), aber die Liste ist nicht signiert: abgelehnt.',
    es: 'Se indicó una clave del editor (usted o su organización), pero la lista no está firmada: rechazada.',
    fr: 'Une clé d’éditeur a été donnée (par vous ou votre organisation), mais la liste n’est pas signée : refusée.',
  },
  replay: {
    en: 'The update is dated $1, older than the list you have ($2): refused as a possible replay.',
    de: 'Das Update ist vom $1, älter als Ihre Liste ($2): als mögliche Wiederholung abgelehnt.',
    es: 'La actualización está fechada el $1, antes que la lista que tiene ($2): rechazada como posible repetición.',
    fr: 'La mise à jour est datée du $1, plus ancienne que votre liste ($2) : refusée comme possible rejeu.',
  },
  alreadySubscribed: {
    en: 'You are already subscribed to this list.',
    de: 'Sie haben diese Liste bereits abonniert.',
    es: 'Ya está suscrito a esta lista.',
    fr: 'Vous êtes déjà abonné à cette liste.',
  },
  updateFailed: {
    en: 'The update failed: $1',
    de: 'Das Update ist fehlgeschlagen: $1',
    es: 'La actualización falló: $1',
    fr: 'La mise à jour a échoué : $1',
  },
  notFetched: {
    en: 'The list could not be fetched: $1',
    de: 'Die Liste konnte nicht abgerufen werden: $1',
    es: 'No se pudo obtener la lista: $1',
    fr: 'La liste n’a pas pu être récupérée : $1',
  },
  unsignedList: {
    en: 'The update is not signed, but this list was signed when you subscribed: refused.',
    de: 'Das Update ist nicht signiert, aber diese Liste war signiert, als Sie sie abonniert haben: abgelehnt.',
    es: 'La actualización no está firmada, pero esta lista estaba firmada cuando se suscribió: rechazada.',
    fr: 'La mise à jour n’est pas signée, alors que cette liste l’était quand vous vous êtes abonné : refusée.',
  },
  unsignedPack: {
    en: 'The update is not signed, but this pack was signed when you subscribed: refused.',
    de: 'Das Update ist nicht signiert, aber dieses Paket war signiert, als Sie es abonniert haben: abgelehnt.',
    es: 'La actualización no está firmada, pero este paquete estaba firmado cuando se suscribió: rechazada.',
    fr: 'La mise à jour n’est pas signée, alors que ce pack l’était quand vous vous êtes abonné : refusée.',
  },
  badSignatureList: {
    en: 'The list’s signature does not match its content (it was altered after signing, or signed wrongly): refused.',
    de: 'Die Signatur der Liste passt nicht zu ihrem Inhalt (sie wurde nach dem Signieren verändert oder falsch signiert): abgelehnt.',
    es: 'La firma de la lista no coincide con su contenido (se alteró tras firmarla o se firmó mal): rechazada.',
    fr: 'La signature de la liste ne correspond pas à son contenu (elle a été modifiée après signature, ou mal signée) : refusée.',
  },
  badSignaturePack: {
    en: 'The pack’s signature does not match its content (it was altered after signing, or signed wrongly): refused.',
    de: 'Die Signatur des Pakets passt nicht zu seinem Inhalt (es wurde nach dem Signieren verändert oder falsch signiert): abgelehnt.',
    es: 'La firma del paquete no coincide con su contenido (se alteró tras firmarlo o se firmó mal): rechazado.',
    fr: 'La signature du pack ne correspond pas à son contenu (il a été modifié après signature, ou mal signé) : refusé.',
  },
  otherKey: {
    en: 'The update is signed with a different key than the one pinned when you subscribed: refused. If the publisher changed its key, check the new fingerprint with them and subscribe again.',
    de: 'Das Update ist mit einem anderen Schlüssel signiert als dem, der beim Abonnieren festgelegt wurde: abgelehnt. Wenn der Herausgeber seinen Schlüssel geändert hat, prüfen Sie den neuen Fingerabdruck mit ihm und abonnieren Sie erneut.',
    es: 'La actualización está firmada con una clave distinta de la fijada al suscribirse: rechazada. Si el editor cambió su clave, compruebe con él la nueva huella y suscríbase de nuevo.',
    fr: 'La mise à jour est signée avec une autre clé que celle fixée lors de l’abonnement : refusée. Si l’éditeur a changé de clé, vérifiez avec lui la nouvelle empreinte et abonnez-vous de nouveau.',
  },
  rotationNotEndorsed: {
    en: 'The update claims a key rotation, but the pinned key did not endorse the new key: refused.',
    de: 'Das Update gibt einen Schlüsselwechsel an, aber der festgelegte Schlüssel hat den neuen Schlüssel nicht bestätigt: abgelehnt.',
    es: 'La actualización declara un cambio de clave, pero la clave fijada no respaldó la nueva: rechazada.',
    fr: 'La mise à jour annonce un changement de clé, mais la clé fixée n’a pas approuvé la nouvelle : refusée.',
  },
});

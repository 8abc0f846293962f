import { defineMessages } from '../define';

/** A team pack's subscription, refusals and update summary (lib/kg/packs/team*.ts). */
export const packsTeam = defineMessages('packsTeam', {
  noClaimChanged: {
    en: 'no claim changed',
    de: 'keine Behauptung geändert',
    es: 'ninguna afirmación ha cambiado',
    fr: 'aucune affirmation modifiée',
  },
  addedOne: {
    en: '$1 claim added',
    de: '$1 Behauptung hinzugefügt',
    es: '$1 afirmación añadida',
    fr: '$1 affirmation ajoutée',
  },
  addedOther: {
    en: '$1 claims added',
    de: '$1 Behauptungen hinzugefügt',
    es: '$1 afirmaciones añadidas',
    fr: '$1 affirmations ajoutées',
  },
  changedOne: {
    en: '$1 claim changed',
    de: '$1 Behauptung geändert',
    es: '$1 afirmación cambiada',
    fr: '$1 affirmation modifiée',
  },
  changedOther: {
    en: '$1 claims changed',
    de: '$1 Behauptungen geändert',
    es: '$1 afirmaciones cambiadas',
    fr: '$1 affirmations modifiées',
  },
  withdrawnOne: {
    en: '$1 claim withdrawn',
    de: '$1 Behauptung zurückgezogen',
    es: '$1 afirmación retirada',
    fr: '$1 affirmation retirée',
  },
  withdrawnOther: {
    en: '$1 claims withdrawn',
    de: '$1 Behauptungen zurückgezogen',
    es: '$1 afirmaciones retiradas',
    fr: '$1 affirmations retirées',
  },
  notValid: {
    en: 'The pack is not a valid knowledge pack: $1',
    de: 'Das Paket ist kein gültiges Wissenspaket: $1',
    es: 'El paquete no es un paquete de conocimiento válido: $1',
    fr: 'Le pack n’est pas un pack de connaissances valide : $1',
  },
  notSigned: {
    en: 'The pack is not signed: team packs must carry an Ed25519 signature (sign it with scripts/sign.ts).',
    de: 'Das Paket ist nicht signiert: Team-Pakete müssen eine Ed25519-Signatur tragen (signieren Sie es mit scripts/sign.ts).',
    es: 'El paquete no está firmado: los paquetes de equipo deben llevar una firma Ed25519 (fírmelo con scripts/sign.ts).',
    fr: 'Le pack n’est pas signé : les packs d’équipe doivent porter une signature Ed25519 (signez-le avec scripts/sign.ts).',
  },
  undated: {
    en: 'The pack has no "pack.createdAt": a team pack must be dated, so that an older copy can be told from a newer one.',
    de: 'Das Paket hat kein "pack.createdAt": Ein Team-Paket muss datiert sein, damit eine ältere Kopie von einer neueren unterschieden werden kann.',
    es: 'El paquete no tiene "pack.createdAt": un paquete de equipo debe estar fechado para distinguir una copia antigua de una más reciente.',
    fr: 'Le pack n’a pas de "pack.createdAt" : un pack d’équipe doit être daté, pour distinguer une copie ancienne d’une plus récente.',
  },
  otherPack: {
    en: 'The update is the pack "$1", not "$2" that you subscribed to: refused.',
    de: 'Das Update ist das Paket "$1", nicht "$2", das Sie abonniert haben: abgelehnt.',
    es: 'La actualización es el paquete "$1", no "$2", al que se suscribió: rechazada.',
    fr: 'La mise à jour est le pack "$1", et non "$2" auquel vous êtes abonné : refusée.',
  },
  rollback: {
    en: 'The update is version $1, dated $2, older than the version you have ($3, $4): refused as a possible rollback.',
    de: 'Das Update ist Version $1 vom $2, älter als Ihre Version ($3, $4): als mögliches Zurücksetzen abgelehnt.',
    es: 'La actualización es la versión $1, fechada el $2, anterior a la que tiene ($3, $4): rechazada como posible vuelta atrás.',
    fr: 'La mise à jour est la version $1, datée du $2, plus ancienne que la vôtre ($3, $4) : refusée comme possible retour en arrière.',
  },
  sameDate: {
    en: 'The update changes the pack but keeps its date ($1): refused. The publisher must give a new version a later "pack.createdAt".',
    de: 'Das Update ändert das Paket, behält aber sein Datum ($1): abgelehnt. Der Herausgeber muss einer neuen Version ein späteres "pack.createdAt" geben.',
    es: 'La actualización cambia el paquete pero mantiene su fecha ($1): rechazada. El editor debe dar a una nueva versión un "pack.createdAt" posterior.',
    fr: 'La mise à jour modifie le pack mais garde sa date ($1) : refusée. L’éditeur doit donner à une nouvelle version un "pack.createdAt" plus récent.',
  },
  alreadySubscribed: {
    en: 'You are already subscribed to this pack.',
    de: 'Sie haben dieses Paket bereits abonniert.',
    es: 'Ya está suscrito a este paquete.',
    fr: 'Vous êtes déjà abonné à ce pack.',
  },
  first304: {
    en: 'The pack server answered 304 Not Modified to a first request.',
    de: 'Der Paket-Server hat auf eine erste Anfrage mit 304 Not Modified geantwortet.',
    es: 'El servidor del paquete respondió 304 Not Modified a una primera solicitud.',
    fr: 'Le serveur du pack a répondu 304 Not Modified à une première requête.',
  },
  subscribedFrom: {
    en: 'The pack "$1" is already subscribed from $2.',
    de: 'Das Paket "$1" ist bereits von $2 abonniert.',
    es: 'El paquete "$1" ya está suscrito desde $2.',
    fr: 'Le pack "$1" est déjà abonné depuis $2.',
  },
  installedSameId: {
    en: "“$1” ($2) is already installed from $3: the team pack at $4 has the same id and would replace it, so nothing was subscribed. Remove it (Knowledge → Packs) first to subscribe to the team's pack instead.",
    de: '„$1“ ($2) ist bereits aus $3 installiert: Das Team-Paket unter $4 hat dieselbe ID und würde es ersetzen, daher wurde nichts abonniert. Entfernen Sie es zuerst (Wissen → Pakete), um stattdessen das Paket des Teams zu abonnieren.',
    es: '«$1» ($2) ya está instalado desde $3: el paquete de equipo de $4 tiene el mismo id y lo sustituiría, así que no se suscribió nada. Quítelo primero (Conocimiento → Paquetes) para suscribirse al paquete del equipo.',
    fr: '« $1 » ($2) est déjà installé depuis $3 : le pack d’équipe à $4 a le même id et le remplacerait, donc rien n’a été abonné. Retirez-le d’abord (Connaissances → Packs) pour vous abonner plutôt au pack de l’équipe.',
  },
  noSubscription: {
    en: 'There is no subscription to this pack.',
    de: 'Für dieses Paket gibt es kein Abonnement.',
    es: 'No hay ninguna suscripción a este paquete.',
    fr: 'Il n’y a pas d’abonnement à ce pack.',
  },
});

import { defineMessages } from '../define';

/** What a knowledge pack's import and download tell the reader (lib/kg/packs/install.ts, remote.ts, url-rules.ts). */
export const packsEngine = defineMessages('packsEngine', {
  imported: {
    en: 'Imported “$1” $2: $3 claims, $4 facts, $5 entities, $6 sources, $7 edges',
    de: '„$1“ $2 importiert: $3 Behauptungen, $4 Fakten, $5 Entitäten, $6 Quellen, $7 Kanten',
    es: 'Importado «$1» $2: $3 afirmaciones, $4 hechos, $5 entidades, $6 fuentes, $7 aristas',
    fr: '« $1 » $2 importé : $3 affirmations, $4 faits, $5 entités, $6 sources, $7 arêtes',
  },
  unchanged: {
    en: ' — already installed, nothing changed',
    de: ' – bereits installiert, nichts geändert',
    es: ' — ya instalado, nada ha cambiado',
    fr: ' — déjà installé, rien n’a changé',
  },
  newItems: {
    en: ' ($1 new items)',
    de: ' ($1 neue Einträge)',
    es: ' ($1 elementos nuevos)',
    fr: ' ($1 nouveaux éléments)',
  },
  changedOne: {
    en: '$1 claim’s verdict changed to what this pack says',
    de: 'Urteil von $1 Behauptung auf die Aussage dieses Pakets geändert',
    es: 'veredicto de $1 afirmación cambiado a lo que dice este paquete',
    fr: 'verdict de $1 affirmation changé pour celui de ce pack',
  },
  changedOther: {
    en: '$1 claims’ verdicts changed to what this pack says',
    de: 'Urteile von $1 Behauptungen auf die Aussage dieses Pakets geändert',
    es: 'veredictos de $1 afirmaciones cambiados a lo que dice este paquete',
    fr: 'verdicts de $1 affirmations changés pour celui de ce pack',
  },
  keptOne: {
    en: '$1 claim’s verdict kept as another source holds them (this pack says the opposite)',
    de: 'Urteil von $1 Behauptung beibehalten, wie eine andere Quelle es führt (dieses Paket sagt das Gegenteil)',
    es: 'veredicto de $1 afirmación conservado tal como lo mantiene otra fuente (este paquete dice lo contrario)',
    fr: 'verdict de $1 affirmation conservé tel qu’une autre source le tient (ce pack dit le contraire)',
  },
  keptOther: {
    en: '$1 claims’ verdicts kept as another source holds them (this pack says the opposite)',
    de: 'Urteile von $1 Behauptungen beibehalten, wie eine andere Quelle sie führt (dieses Paket sagt das Gegenteil)',
    es: 'veredictos de $1 afirmaciones conservados tal como los mantiene otra fuente (este paquete dice lo contrario)',
    fr: 'verdicts de $1 affirmations conservés tels qu’une autre source les tient (ce pack dit le contraire)',
  },
  removed: {
    en: '$1 items of the previous version removed',
    de: '$1 Einträge der vorigen Version entfernt',
    es: '$1 elementos de la versión anterior eliminados',
    fr: '$1 éléments de la version précédente supprimés',
  },
  vectors: {
    en: '$1 vectors computed',
    de: '$1 Vektoren berechnet',
    es: '$1 vectores calculados',
    fr: '$1 vecteurs calculés',
  },
  notPending: {
    en: 'This import is no longer pending: choose the file again.',
    de: 'Dieser Import steht nicht mehr aus: Wählen Sie die Datei erneut.',
    es: 'Esta importación ya no está pendiente: elija el archivo de nuevo.',
    fr: 'Cette importation n’est plus en attente : choisissez à nouveau le fichier.',
  },
  alreadyRan: {
    en: 'This import has already run: choose the file again to import it once more.',
    de: 'Dieser Import ist bereits gelaufen: Wählen Sie die Datei erneut, um sie noch einmal zu importieren.',
    es: 'Esta importación ya se ha ejecutado: elija el archivo de nuevo para importarlo otra vez.',
    fr: 'Cette importation a déjà eu lieu : choisissez à nouveau le fichier pour l’importer encore une fois.',
  },
  importFailed: {
    en: 'The import failed: $1. Nothing was imported.',
    de: 'Der Import ist fehlgeschlagen: $1. Es wurde nichts importiert.',
    es: 'La importación falló: $1. No se importó nada.',
    fr: 'L’importation a échoué : $1. Rien n’a été importé.',
  },
  starterLabel: {
    en: 'Starter pack (Check-COVID)',
    de: 'Startpaket (Check-COVID)',
    es: 'Paquete inicial (Check-COVID)',
    fr: 'Pack de départ (Check-COVID)',
  },
  starterFailed: {
    en: 'The starter pack could not be installed: $1',
    de: 'Das Startpaket konnte nicht installiert werden: $1',
    es: 'No se pudo instalar el paquete inicial: $1',
    fr: 'Le pack de départ n’a pas pu être installé : $1',
  },
  tryItTitle: {
    en: 'Try it (ClaimLens starter pack)',
    de: 'Ausprobieren (ClaimLens-Startpaket)',
    es: 'Pruébelo (paquete inicial de ClaimLens)',
    fr: 'Essayer (pack de départ ClaimLens)',
  },
  notUrl: {
    en: '"$1" is not a URL.',
    de: '„$1“ ist keine URL.',
    es: '«$1» no es una URL.',
    fr: '« $1 » n’est pas une URL.',
  },
  askPermission: {
    en: 'ClaimLens needs your permission to read $1: press Import again and allow it when asked.',
    de: 'ClaimLens braucht Ihre Erlaubnis, $1 zu lesen: Drücken Sie erneut auf Importieren und erlauben Sie es, wenn Sie gefragt werden.',
    es: 'ClaimLens necesita permiso para leer $1: pulse Importar de nuevo y permítalo cuando se le pida.',
    fr: 'ClaimLens a besoin de votre autorisation pour lire $1 : appuyez de nouveau sur Importer et autorisez-le quand c’est demandé.',
  },
  packAt: {
    en: 'The pack at $1 $2.$3',
    de: 'Das Paket auf $1: $2.$3',
    es: 'El paquete de $1: $2.$3',
    fr: 'Le pack sur $1 : $2.$3',
  },
  splitIt: {
    en: ' Split it into smaller packs.',
    de: ' Teilen Sie es in kleinere Pakete auf.',
    es: ' Divídalo en paquetes más pequeños.',
    fr: ' Divisez-le en packs plus petits.',
  },
  httpsOnly: {
    en: 'Packs are imported over https:// only.',
    de: 'Pakete werden nur über https:// importiert.',
    es: 'Los paquetes solo se importan por https://.',
    fr: 'Les packs ne sont importés que par https://.',
  },
  localNetwork: {
    en: '$1 is an address on your local network: packs are imported from public https:// sites only.',
    de: '$1 ist eine Adresse in Ihrem lokalen Netzwerk: Pakete werden nur von öffentlichen https://-Websites importiert.',
    es: '$1 es una dirección de su red local: los paquetes solo se importan desde sitios https:// públicos.',
    fr: '$1 est une adresse de votre réseau local : les packs ne sont importés que depuis des sites https:// publics.',
  },
  redirectNotUrl: {
    en: 'redirected to an address that is not a URL ("$1")',
    de: 'umgeleitet an eine Adresse, die keine URL ist („$1“)',
    es: 'redirigido a una dirección que no es una URL («$1»)',
    fr: 'redirigé vers une adresse qui n’est pas une URL (« $1 »)',
  },
  redirectElsewhere: {
    en: 'redirected to $1, another site: ClaimLens imports a pack only from the site you named. If you trust $2, import from $3 directly',
    de: 'umgeleitet an $1, eine andere Website: ClaimLens importiert ein Paket nur von der Website, die Sie angegeben haben. Wenn Sie $2 vertrauen, importieren Sie direkt von $3',
    es: 'redirigido a $1, otro sitio: ClaimLens solo importa un paquete desde el sitio indicado. Si confía en $2, importe directamente desde $3',
    fr: 'redirigé vers $1, un autre site : ClaimLens n’importe un pack que depuis le site que vous avez indiqué. Si vous faites confiance à $2, importez directement depuis $3',
  },
});

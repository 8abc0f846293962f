import { defineMessages } from '../define';

/** Why a field of the organisation's policy was refused, shown in Settings (lib/settings/managed-policy.ts). */
export const settingsPolicy = defineMessages('settingsPolicy', {
  secrets: {
    en: 'API keys and other secrets are never taken from a policy (each reader enters their own in Settings → LLM); ignored.',
    de: 'API-Schlüssel und andere Geheimnisse werden nie aus einer Richtlinie übernommen (jede Person gibt ihre eigenen unter Einstellungen → LLM ein); ignoriert.',
    es: 'Las claves de API y otros secretos nunca se toman de una directiva (cada lector introduce los suyos en Ajustes → LLM); ignorado.',
    fr: 'Les clés d’API et autres secrets ne sont jamais repris d’une stratégie (chaque lecteur saisit les siens dans Paramètres → LLM) ; ignoré.',
  },
  httpsOnly: {
    en: 'must be an https:// address (an http:// endpoint could be read or altered on the way); ignored.',
    de: 'muss eine https://-Adresse sein (ein http://-Endpunkt könnte unterwegs gelesen oder verändert werden); ignoriert.',
    es: 'debe ser una dirección https:// (un punto de conexión http:// podría leerse o alterarse por el camino); ignorado.',
    fr: 'doit être une adresse https:// (un point de terminaison http:// pourrait être lu ou modifié en chemin) ; ignoré.',
  },
  credentials: {
    en: 'may not contain a user name or password; ignored.',
    de: 'darf keinen Benutzernamen und kein Passwort enthalten; ignoriert.',
    es: 'no puede contener un nombre de usuario ni una contraseña; ignorado.',
    fr: 'ne peut contenir ni nom d’utilisateur ni mot de passe ; ignoré.',
  },
  ed25519: {
    en: 'must be a raw Ed25519 public key in base64 (44 characters)',
    de: 'muss ein roher öffentlicher Ed25519-Schlüssel in Base64 sein (44 Zeichen)',
    es: 'debe ser una clave pública Ed25519 sin procesar en base64 (44 caracteres)',
    fr: 'doit être une clé publique Ed25519 brute en base64 (44 caractères)',
  },
  bytes32: {
    en: 'must be 32 bytes',
    de: 'muss 32 Byte lang sein',
    es: 'debe tener 32 bytes',
    fr: 'doit faire 32 octets',
  },
  subscriptionList: {
    en: 'must be a list of {url, publicKey}; ignored.',
    de: 'muss eine Liste von {url, publicKey} sein; ignoriert.',
    es: 'debe ser una lista de {url, publicKey}; ignorado.',
    fr: 'doit être une liste de {url, publicKey} ; ignoré.',
  },
  tooMany: {
    en: 'more than $1 entries; ignored.',
    de: 'mehr als $1 Einträge; ignoriert.',
    es: 'más de $1 entradas; ignorado.',
    fr: 'plus de $1 entrées ; ignoré.',
  },
  twice: {
    en: 'the same address is listed twice; ignored.',
    de: 'dieselbe Adresse steht zweimal in der Liste; ignoriert.',
    es: 'la misma dirección figura dos veces; ignorado.',
    fr: 'la même adresse figure deux fois ; ignoré.',
  },
  lockedObject: {
    en: 'must be an object of setting paths and values, such as {"web.enabled": false}; ignored.',
    de: 'muss ein Objekt aus Einstellungspfaden und Werten sein, etwa {"web.enabled": false}; ignoriert.',
    es: 'debe ser un objeto de rutas de ajustes y valores, como {"web.enabled": false}; ignorado.',
    fr: 'doit être un objet de chemins de paramètres et de valeurs, comme {"web.enabled": false} ; ignoré.',
  },
  noSuchSetting: {
    en: 'no such setting (docs/settings.md lists them); ignored.',
    de: 'keine solche Einstellung (docs/settings.md führt sie auf); ignoriert.',
    es: 'no existe ese ajuste (docs/settings.md los enumera); ignorado.',
    fr: 'aucun paramètre de ce nom (docs/settings.md les liste) ; ignoré.',
  },
  invalidIgnored: {
    en: '$1; ignored.',
    de: '$1; ignoriert.',
    es: '$1; ignorado.',
    fr: '$1 ; ignoré.',
  },
  invalidValue: { en: 'invalid value', de: 'ungültiger Wert', es: 'valor no válido', fr: 'valeur non valide' },
  contradicts: {
    en: 'contradicts "$1" of the same policy, which applies; ignored.',
    de: 'widerspricht "$1" derselben Richtlinie, das gilt; ignoriert.',
    es: 'contradice "$1" de la misma directiva, que se aplica; ignorado.',
    fr: 'contredit "$1" de la même stratégie, qui s’applique ; ignoré.',
  },
  notObject: {
    en: 'the policy must be an object; nothing of it applies.',
    de: 'die Richtlinie muss ein Objekt sein; nichts davon gilt.',
    es: 'la directiva debe ser un objeto; no se aplica nada de ella.',
    fr: 'la stratégie doit être un objet ; rien ne s’en applique.',
  },
  notField: {
    en: 'not a ClaimLens policy field ($1); ignored.',
    de: 'kein Feld einer ClaimLens-Richtlinie ($1); ignoriert.',
    es: 'no es un campo de directiva de ClaimLens ($1); ignorado.',
    fr: 'pas un champ de stratégie ClaimLens ($1) ; ignoré.',
  },
  hostName: {
    en: 'must be a host name such as x.com',
    de: 'muss ein Hostname wie x.com sein',
    es: 'debe ser un nombre de host como x.com',
    fr: 'doit être un nom d’hôte comme x.com',
  },
  modelId: {
    en: 'must be a model id',
    de: 'muss eine Modell-ID sein',
    es: 'debe ser un id de modelo',
    fr: 'doit être un id de modèle',
  },
  overlap: {
    en: 'must be smaller than web.passageWords',
    de: 'muss kleiner als web.passageWords sein',
    es: 'debe ser menor que web.passageWords',
    fr: 'doit être inférieur à web.passageWords',
  },
  llmOffline: {
    en: 'online checking is off in the same policy, and an LLM endpoint would send claims off the device; ignored.',
    de: 'die Online-Prüfung ist in derselben Richtlinie aus, und ein LLM-Endpunkt würde Behauptungen vom Gerät senden; ignoriert.',
    es: 'la comprobación en línea está desactivada en la misma directiva, y un punto de conexión de LLM enviaría afirmaciones fuera del dispositivo; ignorado.',
    fr: 'la vérification en ligne est désactivée dans la même stratégie, et un point de terminaison LLM enverrait des affirmations hors de l’appareil ; ignoré.',
  },
});

import { defineMessages } from '../define';

/** What the background answers the reader when it cannot do what was asked (lib/background). */
export const backgroundMessages = defineMessages('background', {
  flaggingOff: {
    en: 'Flagging known claims is off for this site: turn it on in Settings → On pages or in the side panel.',
    de: 'Das Markieren bekannter Behauptungen ist für diese Website aus: Schalten Sie es unter Einstellungen → Auf Seiten oder in der Seitenleiste ein.',
    es: 'El marcado de afirmaciones conocidas está desactivado en este sitio: actívelo en Ajustes → En las páginas o en el panel lateral.',
    fr: 'Le signalement des affirmations connues est désactivé sur ce site : activez-le dans Paramètres → Sur les pages ou dans le panneau latéral.',
  },
  siteLocked: {
    en: 'Flagging on $1 is set by your organisation: ask your administrator to change it.',
    de: 'Das Markieren auf $1 wird von Ihrer Organisation festgelegt: Bitten Sie Ihre Administration, es zu ändern.',
    es: 'El marcado en $1 lo fija su organización: pida a su administrador que lo cambie.',
    fr: 'Le signalement sur $1 est fixé par votre organisation : demandez à votre administrateur de le modifier.',
  },
  noTabForPanel: {
    en: 'No tab to open the side panel in.',
    de: 'Kein Tab, in dem die Seitenleiste geöffnet werden kann.',
    es: 'No hay ninguna pestaña en la que abrir el panel lateral.',
    fr: 'Aucun onglet où ouvrir le panneau latéral.',
  },
  noTabToCheck: {
    en: 'No tab is shown to check.',
    de: 'Es wird kein Tab angezeigt, der geprüft werden könnte.',
    es: 'No se muestra ninguna pestaña que comprobar.',
    fr: 'Aucun onglet affiché à vérifier.',
  },
  panelOpening: {
    en: 'The side panel is already opening.',
    de: 'Die Seitenleiste wird bereits geöffnet.',
    es: 'El panel lateral ya se está abriendo.',
    fr: 'Le panneau latéral est déjà en cours d’ouverture.',
  },
  panelNeedsClick: {
    en: 'Chrome opens the side panel only on your own click: press the badge again, or the ClaimLens toolbar button.',
    de: 'Chrome öffnet die Seitenleiste nur auf Ihren eigenen Klick: Drücken Sie erneut auf das Abzeichen oder auf die ClaimLens-Schaltfläche in der Symbolleiste.',
    es: 'Chrome solo abre el panel lateral con su propio clic: pulse de nuevo la insignia o el botón de ClaimLens de la barra de herramientas.',
    fr: 'Chrome n’ouvre le panneau latéral que sur votre propre clic : appuyez de nouveau sur le badge ou sur le bouton ClaimLens de la barre d’outils.',
  },
});

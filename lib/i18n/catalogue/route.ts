import { defineMessages } from '../define';

/** Why a check went to the side panel instead of a badge on the page (lib/background: check-route, page-menu, panel-gate). */
export const routeMessages = defineMessages('route', {
  pdf: {
    en: "This is a PDF in the browser's own viewer, where ClaimLens cannot run, so no badge could be placed beside the text.",
    de: 'Dies ist ein PDF in der eigenen Anzeige des Browsers, in der ClaimLens nicht läuft, daher konnte kein Hinweis neben den Text gesetzt werden.',
    es: 'Es un PDF en el visor propio del navegador, donde ClaimLens no funciona, así que no se pudo colocar ninguna insignia junto al texto.',
    fr: 'C’est un PDF dans le lecteur du navigateur, où ClaimLens ne fonctionne pas : aucun badge n’a pu être placé à côté du texte.',
  },
  store: {
    en: 'The browser does not let extensions run on its web store, so no badge could be placed on the page.',
    de: 'Der Browser lässt keine Erweiterungen in seinem Web Store laufen, daher konnte kein Hinweis auf die Seite gesetzt werden.',
    es: 'El navegador no permite que las extensiones funcionen en su tienda web, así que no se pudo colocar ninguna insignia en la página.',
    fr: 'Le navigateur ne laisse pas les extensions fonctionner sur sa boutique en ligne : aucun badge n’a pu être placé sur la page.',
  },
  browser: {
    en: 'ClaimLens does not run on browser pages (chrome://, about:, data: and file pages, other extensions), so no badge could be placed on the page.',
    de: 'ClaimLens läuft nicht auf Browserseiten (chrome://-, about:-, data:- und Dateiseiten, andere Erweiterungen), daher konnte kein Hinweis auf die Seite gesetzt werden.',
    es: 'ClaimLens no funciona en las páginas del navegador (chrome://, about:, data:, archivos, otras extensiones), así que no se pudo colocar ninguna insignia en la página.',
    fr: 'ClaimLens ne fonctionne pas sur les pages du navigateur (chrome://, about:, data:, fichiers, autres extensions) : aucun badge n’a pu être placé sur la page.',
  },
  notLoaded: {
    en: 'ClaimLens is not running on this page (it was probably open before ClaimLens was installed or updated), so no badge could be placed on it: reload the page to get badges there.',
    de: 'ClaimLens läuft auf dieser Seite nicht (sie war wohl schon vor der Installation oder Aktualisierung von ClaimLens offen), daher konnte kein Hinweis gesetzt werden: Laden Sie die Seite neu, um dort Hinweise zu erhalten.',
    es: 'ClaimLens no funciona en esta página (probablemente estaba abierta antes de instalar o actualizar ClaimLens), así que no se pudo colocar ninguna insignia: vuelva a cargar la página para tenerlas.',
    fr: 'ClaimLens ne fonctionne pas sur cette page (elle était sans doute ouverte avant l’installation ou la mise à jour de ClaimLens) : aucun badge n’a pu y être placé. Rechargez la page pour y avoir des badges.',
  },
  unanchored: {
    en: 'ClaimLens could not find this selection on the page (text in a form field, or in a frame it does not run in), so no badge could be placed beside it.',
    de: 'ClaimLens konnte diese Auswahl auf der Seite nicht finden (Text in einem Formularfeld oder in einem Frame, in dem es nicht läuft), daher konnte kein Hinweis danebengesetzt werden.',
    es: 'ClaimLens no encontró esta selección en la página (texto de un campo de formulario o de un marco donde no funciona), así que no se pudo colocar ninguna insignia junto a ella.',
    fr: 'ClaimLens n’a pas trouvé cette sélection sur la page (texte d’un champ de formulaire, ou d’un cadre où il ne fonctionne pas) : aucun badge n’a pu être placé à côté.',
  },
  field: {
    en: 'ClaimLens does not check text in form fields by itself (it may be private, and cannot be marked on the page): paste it here to check it.',
    de: 'ClaimLens prüft Text in Formularfeldern nicht von selbst (er kann privat sein und lässt sich auf der Seite nicht markieren): Fügen Sie ihn hier ein, um ihn zu prüfen.',
    es: 'ClaimLens no comprueba por sí solo el texto de los campos de formulario (puede ser privado y no se puede marcar en la página): péguelo aquí para comprobarlo.',
    fr: 'ClaimLens ne vérifie pas de lui-même le texte des champs de formulaire (il peut être privé et ne peut pas être marqué sur la page) : collez-le ici pour le vérifier.',
  },
  unreadable: {
    en: "ClaimLens cannot read the selection on this page (a PDF in the browser's viewer, a browser page, or a page open since before ClaimLens was installed): paste it here to check it.",
    de: 'ClaimLens kann die Auswahl auf dieser Seite nicht lesen (ein PDF in der Anzeige des Browsers, eine Browserseite oder eine Seite, die schon vor der Installation von ClaimLens offen war): Fügen Sie sie hier ein, um sie zu prüfen.',
    es: 'ClaimLens no puede leer la selección en esta página (un PDF en el visor del navegador, una página del navegador o una página abierta desde antes de instalar ClaimLens): péguela aquí para comprobarla.',
    fr: 'ClaimLens ne peut pas lire la sélection sur cette page (un PDF dans le lecteur du navigateur, une page du navigateur, ou une page ouverte avant l’installation de ClaimLens) : collez-la ici pour la vérifier.',
  },
  unknown: {
    en: 'The browser did not say which page this is, so no badge could be placed on it.',
    de: 'Der Browser hat nicht mitgeteilt, welche Seite das ist, daher konnte kein Hinweis darauf gesetzt werden.',
    es: 'El navegador no indicó qué página es, así que no se pudo colocar ninguna insignia en ella.',
    fr: 'Le navigateur n’a pas indiqué de quelle page il s’agit : aucun badge n’a pu y être placé.',
  },
  notChecked: {
    en: '$1 It was not checked: $2',
    de: '$1 Sie wurde nicht geprüft: $2',
    es: '$1 No se comprobó: $2',
    fr: '$1 Elle n’a pas été vérifiée : $2',
  },
  pageLead: {
    en: 'Check this page could not run here. $1',
    de: '„Diese Seite prüfen“ konnte hier nicht ausgeführt werden. $1',
    es: '«Comprobar esta página» no pudo ejecutarse aquí. $1',
    fr: '« Vérifier cette page » n’a pas pu s’exécuter ici. $1',
  },
  pageNotReached: {
    en: "ClaimLens is not running on this page (a browser page, a PDF in the browser's own viewer, or a page open since before ClaimLens was installed or updated: reload it then).",
    de: 'ClaimLens läuft auf dieser Seite nicht (eine Browserseite, ein PDF in der eigenen Anzeige des Browsers oder eine Seite, die schon vor der Installation oder Aktualisierung von ClaimLens offen war: Laden Sie sie dann neu).',
    es: 'ClaimLens no funciona en esta página (una página del navegador, un PDF en el visor propio del navegador o una página abierta desde antes de instalar o actualizar ClaimLens: en ese caso, vuelva a cargarla).',
    fr: 'ClaimLens ne fonctionne pas sur cette page (une page du navigateur, un PDF dans le lecteur du navigateur, ou une page ouverte avant l’installation ou la mise à jour de ClaimLens : rechargez-la alors).',
  },
  pageInViewer: {
    en: "It reads the article of a web page; in ClaimLens's PDF viewer, select a passage and choose Check claim.",
    de: 'Es liest den Artikel einer Webseite; markieren Sie in der PDF-Anzeige von ClaimLens einen Abschnitt und wählen Sie „Behauptung prüfen“.',
    es: 'Lee el artículo de una página web; en el visor de PDF de ClaimLens, seleccione un pasaje y elija «Comprobar afirmación».',
    fr: 'Elle lit l’article d’une page web ; dans le lecteur PDF de ClaimLens, sélectionnez un passage et choisissez « Vérifier l’affirmation ».',
  },
  panelTabRecent: {
    en: 'The ClaimLens panel was opened in a tab moments ago: use that tab, or the ClaimLens toolbar button.',
    de: 'Die ClaimLens-Seitenleiste wurde eben in einem Tab geöffnet: Verwenden Sie diesen Tab oder die ClaimLens-Schaltfläche in der Symbolleiste.',
    es: 'El panel de ClaimLens se abrió en una pestaña hace un momento: use esa pestaña o el botón de ClaimLens de la barra de herramientas.',
    fr: 'Le panneau ClaimLens vient d’être ouvert dans un onglet : utilisez cet onglet, ou le bouton ClaimLens de la barre d’outils.',
  },
});

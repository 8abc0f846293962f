import { defineMessages } from '../define';

/** Settings → Settings file: export, import, and the review of what a file would change. */
export const settingsFile = defineMessages('settingsFile', {
  title: { en: 'Settings file', de: 'Einstellungsdatei', es: 'Archivo de ajustes', fr: 'Fichier de paramètres' },
  hint: {
    en: 'Share a configuration with your team. API keys are never included; what a file changes is shown before it applies.',
    de: 'Eine Konfiguration mit Ihrem Team teilen. API-Schlüssel sind nie enthalten; was eine Datei ändert, wird vor dem Übernehmen angezeigt.',
    es: 'Compartir una configuración con su equipo. Las claves de API nunca se incluyen; lo que cambia un archivo se muestra antes de aplicarlo.',
    fr: 'Partagez une configuration avec votre équipe. Les clés d’API ne sont jamais incluses ; ce qu’un fichier modifie est affiché avant d’être appliqué.',
  },
  export: {
    en: 'Export settings',
    de: 'Einstellungen exportieren',
    es: 'Exportar ajustes',
    fr: 'Exporter les paramètres',
  },
  import: {
    en: 'Import settings',
    de: 'Einstellungen importieren',
    es: 'Importar ajustes',
    fr: 'Importer des paramètres',
  },
  importFile: {
    en: 'Import settings file',
    de: 'Einstellungsdatei importieren',
    es: 'Importar archivo de ajustes',
    fr: 'Importer un fichier de paramètres',
  },
  nothingChanged: {
    en: 'Nothing was changed. $1',
    de: 'Nichts wurde geändert. $1',
    es: 'No se cambió nada. $1',
    fr: 'Rien n’a été modifié. $1',
  },
  cancelled: {
    en: 'Nothing was changed: $1 was not imported.',
    de: 'Nichts wurde geändert: $1 wurde nicht importiert.',
    es: 'No se cambió nada: $1 no se importó.',
    fr: 'Rien n’a été modifié : $1 n’a pas été importé.',
  },
  imported: {
    en: 'Imported settings from $1.',
    de: 'Einstellungen aus $1 importiert.',
    es: 'Ajustes importados de $1.',
    fr: 'Paramètres importés depuis $1.',
  },
  notConfirmed: {
    en: 'Not applied, as you did not confirm: $1.',
    de: 'Nicht übernommen, da Sie es nicht bestätigt haben: $1.',
    es: 'No aplicado, porque no se confirmó: $1.',
    fr: 'Non appliqué, faute de confirmation de votre part : $1.',
  },
  skipped: {
    en: 'Skipped ($1): $2.',
    de: 'Übersprungen ($1): $2.',
    es: 'Omitido ($1): $2.',
    fr: 'Ignoré ($1) : $2.',
  },
  review: {
    en: 'Review settings file',
    de: 'Einstellungsdatei prüfen',
    es: 'Revisar el archivo de ajustes',
    fr: 'Examiner le fichier de paramètres',
  },
  reviewHeading: {
    en: 'Review $1 before it applies',
    de: '$1 vor dem Übernehmen prüfen',
    es: 'Revisar $1 antes de aplicarlo',
    fr: 'Examiner $1 avant de l’appliquer',
  },
  noChange: {
    en: 'This file changes no setting.',
    de: 'Diese Datei ändert keine Einstellung.',
    es: 'Este archivo no cambia ningún ajuste.',
    fr: 'Ce fichier ne modifie aucun paramètre.',
  },
  byOrganisation: {
    en: 'Not imported: set by your organisation',
    de: 'Nicht importiert: von Ihrer Organisation festgelegt',
    es: 'No importado: lo fija su organización',
    fr: 'Non importé : fixé par votre organisation',
  },
  notImported: { en: 'Not imported', de: 'Nicht importiert', es: 'No importado', fr: 'Non importé' },
  confirm: {
    en: 'Confirm by name',
    de: 'Einzeln bestätigen',
    es: 'Confirmar uno por uno',
    fr: 'Confirmer un par un',
  },
  asks: {
    en: 'The file asks for these; each applies only if you tick it',
    de: 'Die Datei verlangt Folgendes; jedes gilt nur, wenn Sie es ankreuzen',
    es: 'El archivo pide lo siguiente; cada cosa solo se aplica si se marca',
    fr: 'Le fichier demande ceci ; chaque élément ne s’applique que si vous le cochez',
  },
  apply: { en: 'Apply', de: 'Übernehmen', es: 'Aplicar', fr: 'Appliquer' },
  cancel: { en: 'Cancel', de: 'Abbrechen', es: 'Cancelar', fr: 'Annuler' },
});

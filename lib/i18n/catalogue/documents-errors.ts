import { defineMessages } from '../define';

/** Why a document or PDF is refused, and how adding one ends (lib/documents/errors.ts, extract/, library/tasks.ts). */
export const documentsErrors = defineMessages('docErrors', {
  thisPdf: { en: 'This PDF', de: 'Diese PDF-Datei', es: 'Este PDF', fr: 'Ce PDF' },
  thisFile: { en: 'This file', de: 'Diese Datei', es: 'Este archivo', fr: 'Ce fichier' },
  quoted: { en: '“$1”', de: '„$1“', es: '«$1»', fr: '« $1 »' },
  tooLarge: {
    en: '$1 is over the $2 limit (Settings → Documents). Raise the limit there, or split the document into smaller files.',
    de: '$1 liegt über der Grenze von $2 (Einstellungen → Dokumente). Heben Sie die Grenze dort an oder teilen Sie das Dokument in kleinere Dateien auf.',
    es: '$1 supera el límite de $2 (Ajustes → Documentos). Aumente el límite allí o divida el documento en archivos más pequeños.',
    fr: '$1 dépasse la limite de $2 (Paramètres → Documents). Relevez la limite à cet endroit, ou découpez le document en fichiers plus petits.',
  },
  wrongPassword: {
    en: 'The password given for this PDF is not the right one. Enter the password it opens with.',
    de: 'Das für diese PDF-Datei angegebene Passwort ist nicht das richtige. Geben Sie das Passwort ein, mit dem sie sich öffnet.',
    es: 'La contraseña indicada para este PDF no es la correcta. Introduzca la contraseña con la que se abre.',
    fr: 'Le mot de passe donné pour ce PDF n’est pas le bon. Saisissez le mot de passe qui l’ouvre.',
  },
  encrypted: {
    en: 'This PDF is password-protected; ClaimLens cannot read it without the password. Enter its password, or save a copy without protection (print it to PDF) and add that.',
    de: 'Diese PDF-Datei ist passwortgeschützt; ClaimLens kann sie ohne das Passwort nicht lesen. Geben Sie ihr Passwort ein oder speichern Sie eine Kopie ohne Schutz (als PDF drucken) und fügen Sie diese hinzu.',
    es: 'Este PDF está protegido con contraseña; ClaimLens no puede leerlo sin ella. Introduzca su contraseña o guarde una copia sin protección (imprímala como PDF) y añádala.',
    fr: 'Ce PDF est protégé par un mot de passe ; ClaimLens ne peut pas le lire sans lui. Saisissez son mot de passe, ou enregistrez une copie sans protection (imprimez-la en PDF) et ajoutez-la.',
  },
  noText: {
    en: 'This PDF holds images of text only; ClaimLens cannot read it. Use a PDF with a text layer (run it through OCR first).',
    de: 'Diese PDF-Datei enthält nur Bilder von Text; ClaimLens kann sie nicht lesen. Verwenden Sie eine PDF-Datei mit Textebene (führen Sie vorher eine Texterkennung (OCR) durch).',
    es: 'Este PDF solo contiene imágenes de texto; ClaimLens no puede leerlo. Use un PDF con capa de texto (páselo antes por un OCR).',
    fr: 'Ce PDF ne contient que des images de texte ; ClaimLens ne peut pas le lire. Utilisez un PDF avec une couche de texte (passez-le d’abord par un OCR).',
  },
  corrupt: {
    en: '$1 is damaged or incomplete and cannot be read. Download or export it again, check that it opens in a PDF reader, and add the new copy.',
    de: '$1 ist beschädigt oder unvollständig und kann nicht gelesen werden. Laden Sie sie erneut herunter oder exportieren Sie sie erneut, prüfen Sie, dass sie sich in einem PDF-Reader öffnet, und fügen Sie die neue Kopie hinzu.',
    es: '$1 está dañado o incompleto y no se puede leer. Descárguelo o expórtelo de nuevo, compruebe que se abre en un lector de PDF y añada la nueva copia.',
    fr: '$1 est endommagé ou incomplet et ne peut pas être lu. Téléchargez-le ou exportez-le à nouveau, vérifiez qu’il s’ouvre dans un lecteur PDF, et ajoutez la nouvelle copie.',
  },
  empty: {
    en: '$1 has no text to check claims against. Add a file that holds the text itself.',
    de: '$1 enthält keinen Text, an dem Behauptungen geprüft werden könnten. Fügen Sie eine Datei hinzu, die den Text selbst enthält.',
    es: '$1 no tiene texto con el que comprobar afirmaciones. Añada un archivo que contenga el propio texto.',
    fr: '$1 ne contient aucun texte pour vérifier des affirmations. Ajoutez un fichier qui contient le texte lui-même.',
  },
  unsupported: {
    en: '“$1” is not a PDF, HTML, Markdown or plain-text file, the kinds ClaimLens reads. Save or export it as PDF or text and add that.',
    de: '„$1“ ist keine PDF-, HTML-, Markdown- oder Textdatei, die Arten, die ClaimLens liest. Speichern oder exportieren Sie sie als PDF oder Text und fügen Sie diese hinzu.',
    es: '«$1» no es un archivo PDF, HTML, Markdown ni de texto sin formato, los tipos que lee ClaimLens. Guárdelo o expórtelo como PDF o texto y añádalo.',
    fr: '« $1 » n’est pas un fichier PDF, HTML, Markdown ou texte brut, les types que ClaimLens lit. Enregistrez-le ou exportez-le en PDF ou en texte et ajoutez-le.',
  },
  notAPdf: {
    en: '“$1” is called a PDF but is not one (it does not start with %PDF-). Check that the download finished, or export the document as PDF again and add that copy.',
    de: '„$1“ heißt PDF, ist aber keine (sie beginnt nicht mit %PDF-). Prüfen Sie, ob der Download abgeschlossen ist, oder exportieren Sie das Dokument erneut als PDF und fügen Sie diese Kopie hinzu.',
    es: '«$1» se llama PDF pero no lo es (no empieza por %PDF-). Compruebe que la descarga terminó, o exporte de nuevo el documento como PDF y añada esa copia.',
    fr: '« $1 » porte le nom d’un PDF mais n’en est pas un (il ne commence pas par %PDF-). Vérifiez que le téléchargement est terminé, ou exportez à nouveau le document en PDF et ajoutez cette copie.',
  },
  unreadablePdf: {
    en: 'this PDF could not be read ($1)',
    de: 'diese PDF-Datei konnte nicht gelesen werden ($1)',
    es: 'no se pudo leer este PDF ($1)',
    fr: 'ce PDF n’a pas pu être lu ($1)',
  },
  cancelled: {
    en: 'Cancelled: nothing of the document was kept.',
    de: 'Abgebrochen: Vom Dokument wurde nichts behalten.',
    es: 'Cancelado: no se conservó nada del documento.',
    fr: 'Annulé : rien du document n’a été conservé.',
  },
  added: {
    en: 'Added “$1”: $2 page(s), $3 passage(s) indexed.',
    de: '„$1“ hinzugefügt: $2 Seite(n), $3 Passage(n) indexiert.',
    es: '«$1» añadido: $2 página(s), $3 pasaje(s) indexado(s).',
    fr: '« $1 » ajouté : $2 page(s), $3 passage(s) indexé(s).',
  },
  already: {
    en: '“$1” is in your library already (the same file); nothing was added.',
    de: '„$1“ ist bereits in Ihrer Bibliothek (dieselbe Datei); nichts wurde hinzugefügt.',
    es: '«$1» ya está en su biblioteca (el mismo archivo); no se añadió nada.',
    fr: '« $1 » est déjà dans votre bibliothèque (le même fichier) ; rien n’a été ajouté.',
  },
  packUpdateFailed: {
    en: 'The update failed: $1',
    de: 'Die Aktualisierung ist fehlgeschlagen: $1',
    es: 'La actualización falló: $1',
    fr: 'La mise à jour a échoué : $1',
  },
  packAddedOne: {
    en: '$1 document added',
    de: '$1 Dokument hinzugefügt',
    es: '$1 documento añadido',
    fr: '$1 document ajouté',
  },
  packAddedOther: {
    en: '$1 documents added',
    de: '$1 Dokumente hinzugefügt',
    es: '$1 documentos añadidos',
    fr: '$1 documents ajoutés',
  },
  packReplacedOne: {
    en: '$1 document replaced',
    de: '$1 Dokument ersetzt',
    es: '$1 documento reemplazado',
    fr: '$1 document remplacé',
  },
  packReplacedOther: {
    en: '$1 documents replaced',
    de: '$1 Dokumente ersetzt',
    es: '$1 documentos reemplazados',
    fr: '$1 documents remplacés',
  },
  packRemovedOne: {
    en: '$1 document removed',
    de: '$1 Dokument entfernt',
    es: '$1 documento eliminado',
    fr: '$1 document supprimé',
  },
  packRemovedOther: {
    en: '$1 documents removed',
    de: '$1 Dokumente entfernt',
    es: '$1 documentos eliminados',
    fr: '$1 documents supprimés',
  },
  packUnchanged: {
    en: 'no document changed',
    de: 'kein Dokument geändert',
    es: 'ningún documento cambió',
    fr: 'aucun document modifié',
  },
});

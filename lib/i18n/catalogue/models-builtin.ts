import { defineMessages } from '../define';

/** The built-in models' descriptions, quality figures and threshold notes (lib/ml/builtin-models.ts reads the English). */
export const modelsBuiltin = defineMessages('mlBuiltin', {
  miniLmAbout: {
    en: 'sentence-transformers/all-MiniLM-L6-v2: 384 dimensions, 6 layers. Fast on any device.',
    de: 'sentence-transformers/all-MiniLM-L6-v2: 384 Dimensionen, 6 Schichten. Schnell auf jedem Gerät.',
    es: 'sentence-transformers/all-MiniLM-L6-v2: 384 dimensiones, 6 capas. Rápido en cualquier dispositivo.',
    fr: 'sentence-transformers/all-MiniLM-L6-v2 : 384 dimensions, 6 couches. Rapide sur tout appareil.',
  },
  miniLmQuality: {
    en: 'MTEB average 56.3 (MTEB leaderboard, Muennighoff et al.); the sentence-transformers default for speed.',
    de: 'MTEB-Durchschnitt 56,3 (MTEB-Bestenliste, Muennighoff et al.); die Standardwahl von sentence-transformers für Geschwindigkeit.',
    es: 'Media MTEB 56,3 (clasificación MTEB, Muennighoff et al.); la opción por defecto de sentence-transformers para velocidad.',
    fr: 'Moyenne MTEB 56,3 (classement MTEB, Muennighoff et al.) ; le choix par défaut de sentence-transformers pour la vitesse.',
  },
  miniLmNote: {
    en: 'Set below the paper’s 0.75 (which was for MPNet) because MiniLM scores the same paraphrases about 0.05 lower; calibrate it on your data with npm run eval -- --calibrate.',
    de: 'Unter den 0,75 des Papiers (die für MPNet galten) gesetzt, weil MiniLM dieselben Paraphrasen etwa 0,05 niedriger bewertet; kalibrieren Sie sie mit npm run eval -- --calibrate an Ihren Daten.',
    es: 'Fijado por debajo del 0,75 del artículo (que era para MPNet) porque MiniLM puntúa las mismas paráfrasis unos 0,05 más bajo; calíbrelo con sus datos con npm run eval -- --calibrate.',
    fr: 'Fixé sous le 0,75 de l’article (prévu pour MPNet) car MiniLM note les mêmes paraphrases environ 0,05 plus bas ; calibrez-le sur vos données avec npm run eval -- --calibrate.',
  },
  mpnetAbout: {
    en: 'sentence-transformers/all-mpnet-base-v2: 768 dimensions, 12 layers. Best quality, ~5× slower than MiniLM.',
    de: 'sentence-transformers/all-mpnet-base-v2: 768 Dimensionen, 12 Schichten. Beste Qualität, etwa 5× langsamer als MiniLM.',
    es: 'sentence-transformers/all-mpnet-base-v2: 768 dimensiones, 12 capas. La mejor calidad, unas 5× más lento que MiniLM.',
    fr: 'sentence-transformers/all-mpnet-base-v2 : 768 dimensions, 12 couches. Meilleure qualité, environ 5× plus lent que MiniLM.',
  },
  mpnetQuality: {
    en: 'MTEB average 57.8 (MTEB leaderboard); the embedder the ClaimLens design paper used.',
    de: 'MTEB-Durchschnitt 57,8 (MTEB-Bestenliste); das Embedding-Modell, das das Design-Papier von ClaimLens verwendet hat.',
    es: 'Media MTEB 57,8 (clasificación MTEB); el modelo de embeddings que usó el artículo de diseño de ClaimLens.',
    fr: 'Moyenne MTEB 57,8 (classement MTEB) ; le modèle d’embeddings utilisé par l’article de conception de ClaimLens.',
  },
  mpnetNote: {
    en: 'The design paper’s similarity bar for this model.',
    de: 'Die Ähnlichkeitsschwelle des Design-Papiers für dieses Modell.',
    es: 'El umbral de similitud del artículo de diseño para este modelo.',
    fr: 'Le seuil de similarité de l’article de conception pour ce modèle.',
  },
  bgeAbout: {
    en: 'BAAI/bge-small-en-v1.5: 384 dimensions, 12 layers, CLS pooling. Stronger retrieval than MiniLM at about twice its cost.',
    de: 'BAAI/bge-small-en-v1.5: 384 Dimensionen, 12 Schichten, CLS-Pooling. Besseres Retrieval als MiniLM bei etwa doppeltem Aufwand.',
    es: 'BAAI/bge-small-en-v1.5: 384 dimensiones, 12 capas, pooling CLS. Mejor recuperación que MiniLM por aproximadamente el doble de coste.',
    fr: 'BAAI/bge-small-en-v1.5 : 384 dimensions, 12 couches, pooling CLS. Meilleure recherche que MiniLM pour environ le double du coût.',
  },
  bgeQuality: {
    en: 'MTEB average 62.2, retrieval 51.7 (BAAI model card, C-Pack paper); MiniLM-L6: 56.3 / 41.9 (MTEB leaderboard).',
    de: 'MTEB-Durchschnitt 62,2, Retrieval 51,7 (Modellkarte von BAAI, C-Pack-Papier); MiniLM-L6: 56,3 / 41,9 (MTEB-Bestenliste).',
    es: 'Media MTEB 62,2, recuperación 51,7 (ficha del modelo de BAAI, artículo C-Pack); MiniLM-L6: 56,3 / 41,9 (clasificación MTEB).',
    fr: 'Moyenne MTEB 62,2, recherche 51,7 (fiche du modèle de BAAI, article C-Pack) ; MiniLM-L6 : 56,3 / 41,9 (classement MTEB).',
  },
  bgeNote: {
    en: 'Its cosine scale differs from MiniLM’s: 0.85 is a starting point from BAAI’s guidance, not tuned on claims. Calibrate it with npm run eval -- --calibrate before relying on memory verdicts.',
    de: 'Seine Kosinus-Skala unterscheidet sich von der von MiniLM: 0,85 ist ein Startwert nach den Hinweisen von BAAI, nicht an Behauptungen abgestimmt. Kalibrieren Sie ihn mit npm run eval -- --calibrate, bevor Sie sich auf Urteile aus dem Gedächtnis verlassen.',
    es: 'Su escala de coseno difiere de la de MiniLM: 0,85 es un punto de partida según las indicaciones de BAAI, no ajustado con afirmaciones. Calíbrelo con npm run eval -- --calibrate antes de confiar en los veredictos de la memoria.',
    fr: 'Son échelle de cosinus diffère de celle de MiniLM : 0,85 est un point de départ tiré des conseils de BAAI, non réglé sur des affirmations. Calibrez-le avec npm run eval -- --calibrate avant de vous fier aux verdicts de la mémoire.',
  },
  xsmallAbout: {
    en: 'cross-encoder/nli-deberta-v3-xsmall: premise/hypothesis → entailment, contradiction, neutral.',
    de: 'cross-encoder/nli-deberta-v3-xsmall: Prämisse/Hypothese → Folgerung, Widerspruch, neutral.',
    es: 'cross-encoder/nli-deberta-v3-xsmall: premisa/hipótesis → implicación, contradicción, neutral.',
    fr: 'cross-encoder/nli-deberta-v3-xsmall : prémisse/hypothèse → implication, contradiction, neutre.',
  },
  xsmallQuality: {
    en: 'AllNLI dev accuracy 89.8% (the cross-encoder model card’s evaluation results).',
    de: 'AllNLI-Dev-Genauigkeit 89,8 % (die Evaluationsergebnisse der Modellkarte von cross-encoder).',
    es: 'Precisión en AllNLI dev del 89,8 % (los resultados de evaluación de la ficha del modelo de cross-encoder).',
    fr: 'Précision AllNLI dev de 89,8 % (les résultats d’évaluation de la fiche du modèle cross-encoder).',
  },
  smallAbout: {
    en: 'cross-encoder/nli-deberta-v3-small: hidden size 768 (xsmall: 384), 6 layers. About twice the compute of xsmall.',
    de: 'cross-encoder/nli-deberta-v3-small: verborgene Größe 768 (xsmall: 384), 6 Schichten. Etwa doppelter Rechenaufwand von xsmall.',
    es: 'cross-encoder/nli-deberta-v3-small: tamaño oculto 768 (xsmall: 384), 6 capas. Aproximadamente el doble de cómputo que xsmall.',
    fr: 'cross-encoder/nli-deberta-v3-small : taille cachée 768 (xsmall : 384), 6 couches. Environ le double du calcul de xsmall.',
  },
  smallQuality: {
    en: 'AllNLI dev accuracy 90.0% (the cross-encoder model card’s evaluation results): about the same as xsmall on that set; its larger hidden size is the bet for harder, longer premises.',
    de: 'AllNLI-Dev-Genauigkeit 90,0 % (die Evaluationsergebnisse der Modellkarte von cross-encoder): auf diesem Datensatz etwa wie xsmall; die größere verborgene Größe ist die Wette auf schwierigere, längere Prämissen.',
    es: 'Precisión en AllNLI dev del 90,0 % (los resultados de evaluación de la ficha del modelo de cross-encoder): casi igual que xsmall en ese conjunto; su mayor tamaño oculto es la apuesta para premisas más difíciles y largas.',
    fr: 'Précision AllNLI dev de 90,0 % (les résultats d’évaluation de la fiche du modèle cross-encoder) : à peu près comme xsmall sur ce jeu ; sa plus grande taille cachée est le pari pour des prémisses plus difficiles et plus longues.',
  },
  multiMiniLmAbout: {
    en: 'sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2: 384 dimensions, 12 layers, trained on parallel data in 50+ languages, so a claim and a stored claim in different languages can match. Apache-2.0.',
    de: 'sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2: 384 Dimensionen, 12 Schichten, trainiert auf parallelen Daten in über 50 Sprachen, sodass eine Behauptung und eine gespeicherte Behauptung in verschiedenen Sprachen übereinstimmen können. Apache-2.0.',
    es: 'sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2: 384 dimensiones, 12 capas, entrenado con datos paralelos en más de 50 idiomas, así que una afirmación y una afirmación guardada en idiomas distintos pueden coincidir. Apache-2.0.',
    fr: 'sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2 : 384 dimensions, 12 couches, entraîné sur des données parallèles dans plus de 50 langues, de sorte qu’une affirmation et une affirmation enregistrée dans des langues différentes peuvent correspondre. Apache-2.0.',
  },
  multiMiniLmQuality: {
    en: 'Sentence-embedding average 64.25 over 14 tasks (the sentence-transformers pretrained-models table); not measured on health claims here.',
    de: 'Satz-Embedding-Durchschnitt 64,25 über 14 Aufgaben (die Tabelle vortrainierter Modelle von sentence-transformers); hier nicht an Gesundheitsbehauptungen gemessen.',
    es: 'Media de embeddings de frases 64,25 en 14 tareas (la tabla de modelos preentrenados de sentence-transformers); no medido aquí con afirmaciones de salud.',
    fr: 'Moyenne d’embeddings de phrases 64,25 sur 14 tâches (le tableau des modèles pré-entraînés de sentence-transformers) ; non mesuré ici sur des affirmations de santé.',
  },
  multiMiniLmNote: {
    en: 'The paper’s bar for MiniLM-L6; this model’s cosine scale is not calibrated on health claims yet: run npm run eval -- --calibrate.',
    de: 'Die Schwelle des Papiers für MiniLM-L6; die Kosinus-Skala dieses Modells ist noch nicht an Gesundheitsbehauptungen kalibriert: Führen Sie npm run eval -- --calibrate aus.',
    es: 'El umbral del artículo para MiniLM-L6; la escala de coseno de este modelo aún no está calibrada con afirmaciones de salud: ejecute npm run eval -- --calibrate.',
    fr: 'Le seuil de l’article pour MiniLM-L6 ; l’échelle de cosinus de ce modèle n’est pas encore calibrée sur des affirmations de santé : lancez npm run eval -- --calibrate.',
  },
  mdebertaAbout: {
    en: 'MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7: NLI cross-encoder fine-tuned on XNLI and multilingual MNLI, 100 languages (27 in its NLI training). Larger and slower than DeBERTa-v3-xsmall. MIT.',
    de: 'MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7: NLI-Cross-Encoder, feinabgestimmt auf XNLI und mehrsprachigem MNLI, 100 Sprachen (27 im NLI-Training). Größer und langsamer als DeBERTa-v3-xsmall. MIT.',
    es: 'MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7: cross-encoder NLI ajustado con XNLI y MNLI multilingüe, 100 idiomas (27 en su entrenamiento NLI). Más grande y lento que DeBERTa-v3-xsmall. MIT.',
    fr: 'MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7 : cross-encoder NLI affiné sur XNLI et MNLI multilingue, 100 langues (27 dans son entraînement NLI). Plus grand et plus lent que DeBERTa-v3-xsmall. MIT.',
  },
  mdebertaQuality: {
    en: 'XNLI test accuracy per language (the model card’s evaluation table); not measured on health claims here.',
    de: 'XNLI-Testgenauigkeit je Sprache (die Evaluationstabelle der Modellkarte); hier nicht an Gesundheitsbehauptungen gemessen.',
    es: 'Precisión de prueba XNLI por idioma (la tabla de evaluación de la ficha del modelo); no medida aquí con afirmaciones de salud.',
    fr: 'Précision de test XNLI par langue (le tableau d’évaluation de la fiche du modèle) ; non mesurée ici sur des affirmations de santé.',
  },
});

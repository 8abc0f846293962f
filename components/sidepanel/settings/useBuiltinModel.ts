import { useEffect, useState } from 'react';

import { modelsLocal as m } from '../../../lib/i18n/catalogue/models-local';
import { t } from '../../../lib/i18n/t';
import { availabilityProblem, downloadBuiltin } from '../../../lib/llm/builtin';
import { type BuiltinAvailability, promptApi } from '../../../lib/llm/builtin-api';
import { logged } from '../../../lib/log/log';
import { messageOf } from '../../../lib/util/errors';

/**
 * The browser's built-in model as the side panel sees it: the panel is an extension page, where
 * Chrome exposes `LanguageModel`, and the download must start on the reader's click, so both
 * the availability and the download happen here rather than in the engine.
 */
export interface BuiltinModelView {
  /** 'missing' where the browser has no `LanguageModel`; null while asked. */
  availability: BuiltinAvailability | 'missing' | null;
  /** 0..1 while the download runs. */
  progress: number | null;
  error: string;
  download(): void;
}

export const BUILTIN_NOT_IN_FIREFOX = m.builtinNotInFirefox;

/** One line for the reader about the built-in model in this state. */
export function builtinModelLine(availability: BuiltinModelView['availability']): string {
  if (availability === null) return t(m.builtinAsking);
  if (availability === 'missing') return t(import.meta.env.FIREFOX ? BUILTIN_NOT_IN_FIREFOX : m.builtinMissing);
  if (availability === 'available') return t(m.builtinReady);
  if (availability === 'downloadable') return t(m.builtinDownloadable);
  if (availability === 'downloading') return t(m.builtinDownloading);
  return availabilityProblem(availability) ?? '';
}

export function useBuiltinModel(): BuiltinModelView {
  const [availability, setAvailability] = useState<BuiltinModelView['availability']>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const api = promptApi();
  const refresh = () => {
    if (!api) return setAvailability('missing');
    api
      .availability()
      .then(setAvailability)
      .catch(logged('llm', 'The browser did not say whether its built-in model is available'));
  };
  useEffect(refresh, []);
  const download = () => {
    if (!api) return;
    setError('');
    setProgress(0);
    // Called from the click itself: Chrome starts the download only with the reader's activation.
    downloadBuiltin(api, setProgress)
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => {
        setProgress(null);
        refresh();
      });
  };
  return { availability, progress, error, download };
}

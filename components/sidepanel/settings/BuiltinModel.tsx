import { modelsMessages as mm } from '../../../lib/i18n/catalogue/models';
import { modelsLocal as m } from '../../../lib/i18n/catalogue/models-local';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { builtinModelLine, type BuiltinModelView, useBuiltinModel } from './useBuiltinModel';

/** Settings → LLM → the browser's built-in model: its state, and Download with progress. */
export function BuiltinModel() {
  return <BuiltinModelStatus view={useBuiltinModel()} />;
}

export function BuiltinModelStatus({ view }: { view: BuiltinModelView }) {
  const { availability, progress, error, download } = view;
  const canDownload = availability === 'downloadable' || availability === 'downloading';
  return (
    <div className="builtin-model">
      {/* A failed download replaces the state line: its message names the fix. */}
      <p className={error ? 'error' : availability === 'available' ? 'ok' : 'hint'} role={error ? 'alert' : 'status'}>
        {error || builtinModelLine(availability)}
      </p>
      {progress !== null && (
        <progress value={progress} max={1} aria-label={t(m.builtinDownload)}>
          {formatNumber(progress, { style: 'percent' })}
        </progress>
      )}
      {canDownload && progress === null && (
        <div className="actions">
          <button type="button" onClick={download}>
            {t(mm.download)}
          </button>
        </div>
      )}
    </div>
  );
}

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
        <progress value={progress} max={1} aria-label="Built-in model download">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {canDownload && progress === null && (
        <div className="actions">
          <button type="button" onClick={download}>
            Download
          </button>
        </div>
      )}
    </div>
  );
}

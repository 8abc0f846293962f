import { useState } from 'react';

import { uiMessages as m } from '../../lib/i18n/catalogue/ui';
import { t } from '../../lib/i18n/t';

/** A destructive action that asks once more, inline (no window.confirm: it blocks the panel). */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  className,
}: {
  label: string;
  confirmLabel: string;
  onConfirm(): void;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={confirmLabel}>
      <span>{confirmLabel}</span>
      <button
        type="button"
        className="danger"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t(m.yesDelete)}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t(m.keep)}
      </button>
    </span>
  );
}

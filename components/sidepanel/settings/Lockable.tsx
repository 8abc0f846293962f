import { createContext, type ReactNode, useContext } from 'react';

import { isLocked, lockedReason, lockedReasonInline, type Locks } from '../../../lib/settings/locks';
import { settingLabel } from '../../../lib/settings/review';

/** The settings the organisation locked, for every control of the Settings tab to read. */
export const LocksContext = createContext<Locks>({});

/**
 * A control whose setting the organisation may lock. Locked, it shows the policy's value
 * read-only, with "Set by your organisation" beside it: the note takes the focus in the tab
 * order, so a keyboard or screen-reader user hears why the control cannot be changed.
 */
export function Lockable({ path, children }: { path: string; children: ReactNode }) {
  const locks = useContext(LocksContext);
  if (!isLocked(locks, path)) return <>{children}</>;
  const id = `locked-${path.replace(/\W/g, '-')}`;
  return (
    <div
      className="locked"
      role="group"
      aria-label={`${settingLabel(path)}: ${lockedReasonInline()}`}
      aria-describedby={id}
    >
      <fieldset disabled className="locked-controls">
        {children}
      </fieldset>
      <span id={id} tabIndex={0} className="lock-note">
        {lockedReason()}
      </span>
    </div>
  );
}

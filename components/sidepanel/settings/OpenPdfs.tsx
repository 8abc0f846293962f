import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { ensureHostAccess } from '../sources/host-access';
import { Lockable } from './Lockable';
import type { SaveSection } from './section-props';

/** Redirecting a navigation needs access to the site it goes to, so the setting asks for all sites. */
const ALL_SITES = ['https://*/*', 'http://*/*'];

const ONLY_BY_NAME = import.meta.env.FIREFOX
  ? ' Firefox cannot tell a PDF by its Content-Type here: only addresses ending in .pdf open in ClaimLens.'
  : '';

/**
 * Settings → Documents, "Open PDFs in ClaimLens" (off by default): turned on, PDFs opened in a
 * tab show in ClaimLens's viewer. The browser lets ClaimLens redirect only sites it may read, so
 * turning it on asks for that access first; refused, the setting stays off and says why.
 */
export function OpenPdfs({ on, save, report }: { on: boolean; save: SaveSection; report: Report }) {
  const turn = async (next: boolean) => {
    if (next && !(await ensureHostAccess(ALL_SITES)))
      return report(
        'error',
        'PDFs still open in the browser: ClaimLens needs access to the sites PDFs come from to open them in its viewer. Turn this on again and allow the access.',
      );
    await save('documents', { openPdfs: next });
  };
  return (
    <Lockable path="documents.openPdfs">
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) =>
            void turn(e.target.checked).catch((error: unknown) =>
              report('error', `The setting could not be changed: ${messageOf(error)}`),
            )
          }
        />
        Open PDFs in ClaimLens
      </label>
      <p className="hint">
        A PDF opened in a tab shows in ClaimLens’s viewer, where selected claims can be checked. Asks for access to all
        sites; ClaimLens only downloads the PDFs you open.{ONLY_BY_NAME}
      </p>
    </Lockable>
  );
}

import { settingsManaged as m } from '../../../lib/i18n/catalogue/settings-managed';
import { t } from '../../../lib/i18n/t';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { ensureHostAccess } from '../sources/host-access';
import { Lockable } from './Lockable';
import type { SaveSection } from './section-props';

/** Redirecting a navigation needs access to the site it goes to, so the setting asks for all sites. */
const ALL_SITES = ['https://*/*', 'http://*/*'];

const ONLY_BY_NAME = import.meta.env.FIREFOX ? m.firefoxByName : null;

/**
 * Settings → Documents, "Open PDFs in ClaimLens" (off by default): turned on, PDFs opened in a
 * tab show in ClaimLens's viewer. The browser lets ClaimLens redirect only sites it may read, so
 * turning it on asks for that access first; refused, the setting stays off and says why.
 */
export function OpenPdfs({ on, save, report }: { on: boolean; save: SaveSection; report: Report }) {
  const turn = async (next: boolean) => {
    if (next && !(await ensureHostAccess(ALL_SITES))) return report('error', t(m.pdfRefused));
    await save('documents', { openPdfs: next });
  };
  return (
    <Lockable path="documents.openPdfs">
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) =>
            void turn(e.target.checked).catch((error: unknown) => report('error', t(m.changeFailed, messageOf(error))))
          }
        />
        {t(m.openPdfs)}
      </label>
      <p className="hint">
        {t(m.openPdfsHint)}
        {ONLY_BY_NAME && ` ${t(ONLY_BY_NAME)}`}
      </p>
    </Lockable>
  );
}

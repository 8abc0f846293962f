import { modelsOffer as m } from '../../i18n/catalogue/models-offer';
import { formatLanguage } from '../../i18n/format';
import { t } from '../../i18n/t';

/** "German → English" for a language already named in the reader's language. */
export const englishPair = (name: string) => t(m.pair, name);

/** "German → English", in the reader's language. */
export const pairName = (from: string) => englishPair(formatLanguage(from));

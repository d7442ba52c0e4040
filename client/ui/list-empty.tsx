import { useTranslation } from 'react-i18next';
import { usePaths } from './use-language.ts';

/**
 * What a saved-list page (quote list, wishlist, compare) shows with nothing saved, and, as server HTML, before
 * the list is read back in the browser. Until then (`restored` false) script-enabled browsers keep it hidden
 * (blocks/list-empty.css), so a visitor with saved items never sees "empty" flash before the list.
 */
export function ListEmpty({ message, restored }: { message: string; restored: boolean }) {
  const { t } = useTranslation('stores');
  const paths = usePaths();
  return (
    <div className="list-empty" data-list-empty={restored ? 'restored' : 'pending'}>
      <p>{message}</p>
      <a className="button" href={paths.catalogue()}>
        {t('quote.browse')}
      </a>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useRenderContext } from '../render-context.ts';
import { ChatBubbleIcon } from '../ui/inner-icons.tsx';

// docs/specification.md §2 chat widget. The vendor's chat plugin was discontinued, so this is a plain link to the
// company's Messenger conversation in a new tab: no third-party script, nothing to hydrate. It sits in the dock at the
// right end of the ticker's bar, beside scroll-to-top, so it never covers page content; the greeting pops up
// above it on hover and focus.
export function ChatLauncher() {
  const { t } = useTranslation('chat');
  const { site } = useRenderContext();
  // In its own landmark: all content sits in one (axe "region"), and the footer is left as it is.
  return (
    <aside className="chat-launcher" aria-label={t('landmark')}>
      <a
        className="chat-launcher__link"
        href={`https://m.me/${encodeURIComponent(site.messengerPageId)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="chat-launcher__icon">
          <ChatBubbleIcon />
        </span>
        <span className="chat-launcher__greeting">{t('greeting')}</span>
        <span className="visually-hidden"> ({t('newTab')})</span>
      </a>
    </aside>
  );
}

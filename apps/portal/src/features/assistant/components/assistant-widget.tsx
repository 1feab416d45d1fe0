import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { initialChatLanguage } from '../lib/initial-language';
import { useChat } from '../lib/use-chat';
import { type ChatLanguage } from '../types';
import { AssistantIcon } from './assistant-icons';
import { ChatPanel } from './chat-panel';

/** The full page shows the chat itself; the widget stays out of its way there. */
export const ASSISTANT_PAGE_PATH = '/sarkarqna';

type WidgetState = 'minimised' | 'open' | 'closed';

/**
 * The floating assistant (spec section 2): a round button bottom-right that opens a 384 × 600
 * panel with the compact chat. Minimise returns to the button and keeps the conversation;
 * close removes it until the page is reloaded (in-memory state only: the layout keeps this
 * component mounted across pages).
 */
export function AssistantWidget() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [state, setState] = useState<WidgetState>('minimised');
  const [language, setLanguage] = useState<ChatLanguage>(() => initialChatLanguage(i18n.resolvedLanguage));
  const chat = useChat('widget');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);

  // Opening puts the cursor in the question box; minimising gives focus back to the button.
  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
    if (state === 'minimised' && focusButton.current) {
      focusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [state]);

  if (state === 'closed' || pathname === ASSISTANT_PAGE_PATH) return null;

  if (state === 'minimised') {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="assistant-fab"
        onClick={() => setState('open')}
        aria-label={t('assistant.widget.open')}
        title={t('assistant.widget.open')}
        data-testid="assistant-widget-button"
      >
        <Icon name="chat" size={26} />
        {chat.messages.length > 0 ? <span className="assistant-fab__dot" aria-hidden="true" /> : null}
      </button>
    );
  }

  const minimise = () => {
    focusButton.current = true;
    setState('minimised');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      minimise();
    }
  };

  return (
    <section
      className="assistant-widget"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="assistant-widget"
    >
      <header className="assistant-widget__header">
        <span className="assistant-widget__avatar">
          <AssistantIcon name="sparkles" size={20} />
        </span>
        <div className="assistant-widget__heading">
          <h2 id={titleId} className="assistant-widget__title">
            {t('assistant.title')}
          </h2>
          <p className="assistant-widget__subtitle">{t('assistant.subtitle')}</p>
        </div>
        <Link
          to={ASSISTANT_PAGE_PATH}
          className="assistant-widget__action"
          aria-label={t('assistant.widget.fullPage')}
          title={t('assistant.widget.fullPage')}
          data-testid="assistant-widget-full-page"
        >
          <AssistantIcon name="expand" size={18} />
        </Link>
        <button
          type="button"
          className="assistant-widget__action"
          onClick={minimise}
          aria-label={t('assistant.widget.minimise')}
          title={t('assistant.widget.minimise')}
          data-testid="assistant-widget-minimise"
        >
          <AssistantIcon name="minus" size={18} />
        </button>
        <button
          type="button"
          className="assistant-widget__action"
          onClick={() => setState('closed')}
          aria-label={t('assistant.widget.close')}
          title={t('assistant.widget.close')}
          data-testid="assistant-widget-close"
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      <ChatPanel chat={chat} variant="widget" language={language} onLanguageChange={setLanguage} inputRef={inputRef} />
    </section>
  );
}

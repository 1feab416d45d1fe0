import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { type BotMessage, type ChatLanguage, type ChatMessage } from '../types';
import { AssistantIcon } from './assistant-icons';
import { ConfidenceBadge } from './confidence-badge';

/** Spec section 2: message times in en-IN hour:minute, whatever the interface language. */
export function formatMessageTime(date: Date): string {
  return formatDate(date, { hour: '2-digit', minute: '2-digit' }, 'en-IN');
}

const percent = (similarity: number) => Math.round(similarity * 100);

/** BCP 47 tag of a chat language, so screen readers pronounce it right. */
const langTag = (language: ChatLanguage) => (language === 'hinglish' ? 'hi-Latn' : language);

const URL_PATTERN = /(https?:\/\/[^\s)]+)/g;

/** The answer as plain text (line breaks kept by CSS), with web addresses as links. */
function AnswerText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Sources({ message }: { message: BotMessage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (message.sources.length === 0) return null;
  return (
    <div className="chat-sources">
      <button
        type="button"
        className="chat-sources__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="assistant-sources-toggle"
      >
        {t('assistant.sources', { count: message.sources.length })}
        <span className={open ? 'chat-sources__chevron chat-sources__chevron--open' : 'chat-sources__chevron'}>
          <AssistantIcon name="chevronDown" size={16} />
        </span>
      </button>
      <ul id={listId} className="chat-sources__list" hidden={!open} data-testid="assistant-sources">
        {message.sources.map((source, index) => (
          <li key={`${source.schemeName}-${index}`} className="chat-sources__item">
            <span>{source.schemeName}</span>
            <span className="chat-sources__match">{t('assistant.match', { percent: percent(source.similarity) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RelevantSchemes({ message }: { message: BotMessage }) {
  const { t } = useTranslation();
  if (message.relevantSchemes.length === 0) return null;
  return (
    <div className="chat-relevant">
      <p className="chat-relevant__title">{t('assistant.relevantSchemes')}</p>
      <ul className="chat-relevant__list">
        {message.relevantSchemes.slice(0, 3).map((scheme) => (
          <li key={scheme.id} className="chat-relevant__item" data-testid="assistant-relevant-scheme">
            <Link to={`/schemes/${encodeURIComponent(scheme.id)}`} className="chat-relevant__link">
              <span className="chat-relevant__head">
                <span className="chat-relevant__name">{scheme.name}</span>
                <span className="chat-relevant__match">{t('assistant.match', { percent: percent(scheme.similarity) })}</span>
              </span>
              {scheme.description ? <span className="chat-relevant__description">{scheme.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const time = (
    <time className="chat-message__time" dateTime={message.timestamp.toISOString()}>
      {formatMessageTime(message.timestamp)}
    </time>
  );

  if (message.type === 'user') {
    return (
      <li className="chat-message chat-message--user" data-testid="assistant-message" data-type="user">
        <span className="visually-hidden">{t('assistant.youSaid')}</span>
        <div className="chat-message__bubble" lang={langTag(message.language)}>
          {message.content}
        </div>
        <div className="chat-message__meta">{time}</div>
      </li>
    );
  }

  const content = message.contentKey ? t(message.contentKey, message.contentParams ?? {}) : message.content;
  return (
    <li
      className={`chat-message chat-message--bot chat-message--${message.kind}`}
      data-testid="assistant-message"
      data-type="bot"
      data-kind={message.kind}
    >
      <span className="visually-hidden">{t('assistant.assistantSaid')}</span>
      <div className="chat-message__bubble" lang={message.contentKey ? undefined : langTag(message.language)}>
        <AnswerText text={content} />
        {message.kind === 'fallback' ? <p className="chat-message__note">{t('assistant.fallbackNote')}</p> : null}
      </div>
      <div className="chat-message__meta">
        {time}
        {message.confidence !== undefined ? <ConfidenceBadge confidence={message.confidence} /> : null}
      </div>
      <Sources message={message} />
      <RelevantSchemes message={message} />
    </li>
  );
}

import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTION_LENGTH } from '../api/ask-assistant';
import { defaultSuggestions, widgetFollowUps } from '../lib/phrases';
import { type Chat } from '../lib/use-chat';
import { useSpeechInput } from '../lib/use-speech-input';
import { CHAT_LANGUAGES, type BotMessage, type ChatLanguage } from '../types';
import { AssistantIcon } from './assistant-icons';
import { ChatMessageItem } from './chat-message';
import '../assistant.css';

export interface ChatPanelProps {
  chat: Chat;
  variant: 'page' | 'widget';
  language: ChatLanguage;
  onLanguageChange: (language: ChatLanguage) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Above the language select (the page's panel title). */
  header?: ReactNode;
}

/** Suggestion chips: the last answer's own (page) or 'Tell me about {scheme}' (widget), else the defaults. */
function chipsFor(last: BotMessage | undefined, variant: ChatPanelProps['variant'], language: ChatLanguage): readonly string[] {
  if (last?.kind === 'answer') {
    const own = variant === 'widget' ? widgetFollowUps(last.relevantSchemes, language) : last.suggestions;
    if (own.length > 0) return own.slice(0, 4);
  }
  return defaultSuggestions(language);
}

/** The chat shared by the /sarkarqna page and the widget (compact). */
export function ChatPanel({ chat, variant, language, onLanguageChange, inputRef, header }: ChatPanelProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const ids = { language: useId(), input: useId(), chips: useId(), hint: useId() };
  const speech = useSpeechInput(language, setInput);
  const { messages, isPending, send } = chat;

  // New messages (and the typing indicator) scroll the conversation, not the page, to its end.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isPending]);

  const ask = (text: string) => {
    if (!text.trim() || isPending) return;
    speech.stop();
    setInput('');
    void send(text, language);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(input);
  };

  const lastBot = [...messages].reverse().find((m): m is BotMessage => m.type === 'bot');
  const chips = chipsFor(lastBot, variant, language);
  const blank = input.trim() === '';

  return (
    <div className={`chat chat--${variant}`}>
      <div className="chat__toolbar">
        {header}
        <label className="chat__language" htmlFor={ids.language}>
          <span className={variant === 'widget' ? 'visually-hidden' : 'chat__language-label'}>{t('assistant.languageLabel')}</span>
          <select
            id={ids.language}
            className="input select chat__language-select"
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as ChatLanguage)}
            data-testid="assistant-language"
          >
            {CHAT_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code === 'hi' ? 'hi' : 'en'}>
                {t(`assistant.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div
        ref={logRef}
        className="chat__log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('assistant.conversation')}
        aria-busy={isPending}
        tabIndex={0}
        data-testid="assistant-log"
      >
        {messages.length === 0 ? (
          <div className="chat__empty" data-testid="assistant-empty">
            <span className="chat__empty-icon">
              <AssistantIcon name="sparkles" size={28} />
            </span>
            <p>{t('assistant.emptyState')}</p>
          </div>
        ) : (
          <ol className="chat__messages">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        {isPending ? (
          <div className="chat__typing" data-testid="assistant-typing">
            <span className="chat__typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('assistant.typing')}</span>
          </div>
        ) : null}
      </div>

      <form className="chat__form" onSubmit={onSubmit} aria-label={t('assistant.formLabel')}>
        <label htmlFor={ids.input} className="visually-hidden">
          {t('assistant.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          className="input chat__input"
          type="text"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('assistant.placeholder')}
          maxLength={MAX_QUESTION_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          lang={language === 'hi' ? 'hi' : undefined}
          aria-describedby={ids.hint}
          data-testid="assistant-input"
        />
        {speech.supported ? (
          <button
            type="button"
            className={speech.listening ? 'chat__icon-button chat__mic chat__mic--on' : 'chat__icon-button chat__mic'}
            onClick={speech.toggle}
            aria-pressed={speech.listening}
            aria-label={speech.listening ? t('assistant.micStop') : t('assistant.micStart')}
            title={speech.listening ? t('assistant.micStop') : t('assistant.micStart')}
            data-testid="assistant-mic"
          >
            <AssistantIcon name="mic" />
          </button>
        ) : null}
        <button
          type="submit"
          className="chat__icon-button chat__send"
          disabled={blank || isPending}
          aria-label={t('assistant.send')}
          title={t('assistant.send')}
          data-testid="assistant-send"
        >
          <AssistantIcon name="send" />
        </button>
      </form>
      <p id={ids.hint} className="chat__hint" aria-live="polite">
        {speech.listening
          ? t('assistant.listening')
          : speech.problem
            ? t(speech.problem === 'denied' ? 'assistant.micDenied' : 'assistant.micFailed')
            : input.length > MAX_QUESTION_LENGTH - 100
              ? t('assistant.charactersLeft', { count: MAX_QUESTION_LENGTH - input.length })
              : variant === 'page'
                ? t('assistant.inputHint')
                : ''}
      </p>

      <div className="chat__chips" role="group" aria-labelledby={ids.chips}>
        <span id={ids.chips} className="visually-hidden">
          {t('assistant.suggestionsLabel')}
        </span>
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            className="chat__chip"
            onClick={() => ask(chip)}
            disabled={isPending}
            data-testid="assistant-suggestion"
          >
            {chip}
          </button>
        ))}
      </div>
    </div>
  );
}

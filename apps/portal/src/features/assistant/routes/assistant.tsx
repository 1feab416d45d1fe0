import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AssistantIcon } from '../components/assistant-icons';
import { ChatPanel } from '../components/chat-panel';
import { initialChatLanguage } from '../lib/initial-language';
import { QUICK_QUESTIONS } from '../lib/quick-questions';
import { RECENT_QUERIES_SHOWN, addRecentQuery, loadRecentQueries } from '../lib/recent-queries';
import { useChat } from '../lib/use-chat';
import { type ChatLanguage } from '../types';

const FEATURES = [
  { key: 'multilingual', icon: 'globe' },
  { key: 'eligibility', icon: 'shield' },
  { key: 'confidence', icon: 'search' },
  { key: 'sources', icon: 'schemes' },
  { key: 'realtime', icon: 'bell' },
] as const;

/** /sarkarqna: the full assistant page (spec section 2). */
export function AssistantRoute() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, isLoading } = useAuth();
  useDocumentTitle(`${t('assistant.title')} – ${t('assistant.subtitle')}`);

  const [language, setLanguage] = useState<ChatLanguage>(() => initialChatLanguage(i18n.resolvedLanguage));
  const [recent, setRecent] = useState(loadRecentQueries);
  const remember = useCallback((question: string, asked: ChatLanguage) => {
    setRecent((list) => addRecentQuery(list, question, asked));
  }, []);
  const chat = useChat('page', remember);

  /** Quick questions and recent queries ask in their own language (and switch the select to it). */
  const askIn = (question: string, asked: ChatLanguage) => {
    if (chat.isPending) return;
    setLanguage(asked);
    void chat.send(question, asked);
  };

  return (
    <div className="container assistant-page" data-testid="assistant-page">
      <header className="assistant-page__header">
        <span className="assistant-page__icon">
          <AssistantIcon name="sparkles" size={30} />
        </span>
        <div>
          <h1 className="assistant-page__title">{t('assistant.title')}</h1>
          <p className="assistant-page__subtitle">{t('assistant.subtitle')}</p>
        </div>
      </header>
      <p className="assistant-page__intro">{t('assistant.intro')}</p>
      {!isLoading && !isAuthenticated ? (
        <p className="assistant-page__signin" data-testid="assistant-signin-hint">
          {t('assistant.signInHint')} <Link to="/login">{t('nav.login')}</Link>
        </p>
      ) : null}

      <div className="assistant-page__grid">
        <section className="panel assistant-page__chat" aria-labelledby="assistant-chat-title">
          <ChatPanel
            chat={chat}
            variant="page"
            language={language}
            onLanguageChange={setLanguage}
            header={
              <h2 id="assistant-chat-title" className="panel__title assistant-page__chat-title">
                {t('assistant.chatTitle')}
              </h2>
            }
          />
          <p className="assistant-page__disclaimer small muted">{t('assistant.disclaimer')}</p>
        </section>

        <aside className="assistant-page__side" aria-label={t('assistant.sidePanels')}>
          <section className="panel assistant-side" aria-labelledby="assistant-quick-title">
            <h2 id="assistant-quick-title" className="panel__title">
              {t('assistant.quickQuestions')}
            </h2>
            <ul className="assistant-side__list">
              {QUICK_QUESTIONS.map((item) => (
                <li key={item.question}>
                  <button
                    type="button"
                    className="assistant-side__item"
                    onClick={() => askIn(item.question, item.language ?? language)}
                    disabled={chat.isPending}
                    lang={item.language === 'hi' ? 'hi' : item.language === 'hinglish' ? 'hi-Latn' : 'en'}
                    data-testid="assistant-quick-question"
                  >
                    <span className="assistant-side__icon">
                      <Icon name={item.icon} size={18} />
                    </span>
                    <span>{item.question}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section className="panel assistant-side" aria-labelledby="assistant-recent-title">
            <h2 id="assistant-recent-title" className="panel__title">
              {t('assistant.recentQueries')}
            </h2>
            {recent.length === 0 ? (
              <p className="small muted" data-testid="assistant-recent-empty">
                {t('assistant.noRecentQueries')}
              </p>
            ) : (
              <ul className="assistant-side__list">
                {recent.slice(0, RECENT_QUERIES_SHOWN).map((item) => (
                  <li key={`${item.language}-${item.timestamp}-${item.question}`}>
                    <button
                      type="button"
                      className="assistant-side__item"
                      onClick={() => askIn(item.question, item.language)}
                      disabled={chat.isPending}
                      aria-label={t('assistant.askAgain', { question: item.question, language: t(`assistant.languages.${item.language}`) })}
                      data-testid="assistant-recent-query"
                    >
                      <span className="assistant-side__icon">
                        <AssistantIcon name="clock" size={18} />
                      </span>
                      <span className="assistant-side__text">
                        <span>{item.question}</span>
                        <span className="assistant-side__language">{t(`assistant.languages.${item.language}`)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="panel assistant-side" aria-labelledby="assistant-features-title" data-testid="assistant-features">
            <h2 id="assistant-features-title" className="panel__title">
              {t('assistant.features')}
            </h2>
            <ul className="assistant-features">
              {FEATURES.map((feature) => (
                <li key={feature.key} className="assistant-features__item">
                  <span className="assistant-side__icon">
                    <Icon name={feature.icon} size={18} />
                  </span>
                  <span>
                    <span className="assistant-features__title">{t(`assistant.featureList.${feature.key}`)}</span>
                    <span className="assistant-features__text">{t(`assistant.featureList.${feature.key}Text`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

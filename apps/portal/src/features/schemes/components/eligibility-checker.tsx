import { useQueryClient } from '@tanstack/react-query';
import { type TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { type LoginRedirectState } from '../../../lib/auth/redirect';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { type Answers, checkEligibility, type EligibilityDto, schemeKeys, useContentLanguage } from '../api/schemes-api';
import { answerToInput, FACT_INPUTS, type FactInput, parseAnswer } from '../lib/facts';

/** How long a typed number waits before the scheme is checked again. */
export const NUMBER_ANSWER_DEBOUNCE_MS = 600;

const RESULT_CLASS = { yes: 'eligibility-result--yes', no: 'eligibility-result--no', unknown: 'eligibility-result--unknown' } as const;

/**
 * "Check my eligibility": the engine's verdict rule by rule, and the facts it still needs asked
 * right here. A visitor's answers live only in this page; a citizen's are remembered by the API.
 */
export function EligibilityChecker({ schemeId }: { schemeId: string }) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<EligibilityDto | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Every fact asked so far, in the order first asked, with the last question text. */
  const [asked, setAsked] = useState<{ fact: string; question: string }[]>([]);
  const latest = useRef(0);
  const queryClient = useQueryClient();

  const evaluate = useCallback(
    async (given: Answers) => {
      const request = ++latest.current;
      setPending(true);
      setError(null);
      try {
        const data = await checkEligibility(schemeId, lang, given);
        if (request !== latest.current) return; // a newer answer is on its way
        setResult(data);
        // A citizen's answers are now part of their profile: match scores elsewhere change too.
        if (isAuthenticated && Object.keys(given).length > 0) void queryClient.invalidateQueries({ queryKey: schemeKeys.all });
        setAsked((previous) => {
          const questions = new Map(previous.map((entry) => [entry.fact, entry.question]));
          for (const entry of data.missing) questions.set(entry.fact, entry.question);
          const order = [...previous.map((entry) => entry.fact), ...data.missing.map((entry) => entry.fact).filter((fact) => !previous.some((p) => p.fact === fact))];
          return order.map((fact) => ({ fact, question: questions.get(fact) ?? '' }));
        });
      } catch (caught) {
        if (request !== latest.current) return;
        if (caught instanceof ApiError && caught.status === 401) return; // the session-expiry flow takes over
        setError(caught instanceof Error ? caught.message : String(caught));
      } finally {
        if (request === latest.current) setPending(false);
      }
    },
    [schemeId, lang, isAuthenticated, queryClient],
  );

  // Reasons and questions come in the reader's language: ask again when it changes.
  const started = result !== null;
  const answersRef = useRef(answers);
  answersRef.current = answers;
  useEffect(() => {
    if (started) void evaluate(answersRef.current);
    // Only a language (or scheme) change re-runs this, not every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [evaluate]);

  const answer = (fact: string, value: Answers[string]) => {
    const next = { ...answers };
    if (value === null && !isAuthenticated) delete next[fact];
    else next[fact] = value; // null makes the API forget a remembered answer
    setAnswers(next);
    void evaluate(next);
  };

  const loginState: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };

  return (
    <section className="detail-section eligibility" aria-labelledby="eligibility-title" data-testid="eligibility-checker">
      <h2 id="eligibility-title" className="detail-section__title">
        {t('eligibility.title')}
      </h2>
      <p className="muted">{isAuthenticated ? t('eligibility.introCitizen') : t('eligibility.introVisitor')}</p>

      {!started ? (
        <Button onClick={() => void evaluate(answers)} loading={pending} data-testid="eligibility-check">
          {t('eligibility.check')}
        </Button>
      ) : null}

      {error ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="eligibility-error">
          {translateMessage(t, error)}
        </p>
      ) : null}

      {result ? (
        <div className="eligibility__body" aria-busy={pending}>
          <div className={`eligibility-result ${RESULT_CLASS[result.eligible]}`} role="status" aria-live="polite" data-testid="eligibility-result" data-eligible={result.eligible}>
            <span className="eligibility-result__verdict" data-testid="eligibility-verdict">
              {t(`eligibility.verdict.${result.eligible}`)}
            </span>
            <span className="eligibility-result__score" data-testid="eligibility-score">
              {t('eligibility.matchScore', { percent: result.matchScore })}
            </span>
            <span className="eligibility-result__meter" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, result.matchScore))}%` }} />
            </span>
          </div>

          {result.failed.length > 0 ? (
            <>
              <h3 className="eligibility__heading">{t('eligibility.failedTitle')}</h3>
              <ul className="rule-list" data-testid="eligibility-failed">
                {result.failed.map((rule) => (
                  <li key={rule.ruleId} className="rule rule--failed" data-testid={`eligibility-rule-${rule.ruleId}`}>
                    <span className="rule__mark" aria-hidden="true">
                      ✗
                    </span>
                    <span className="visually-hidden">{t('eligibility.ruleFailed')}: </span>
                    <span>
                      <span className="rule__label">{rule.label}</span>
                      <span className="rule__reason">{rule.reason}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          {result.passed.length > 0 ? (
            <>
              <h3 className="eligibility__heading">{t('eligibility.passedTitle')}</h3>
              <ul className="rule-list" data-testid="eligibility-passed">
                {result.passed.map((rule) => (
                  <li key={rule.ruleId} className="rule rule--passed" data-testid={`eligibility-rule-${rule.ruleId}`}>
                    <span className="rule__mark" aria-hidden="true">
                      ✓
                    </span>
                    <span className="visually-hidden">{t('eligibility.rulePassed')}: </span>
                    <span className="rule__label">{rule.label}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          {asked.length > 0 ? (
            <>
              <h3 className="eligibility__heading">
                {result.missing.length > 0 ? t('eligibility.questionsTitle', { count: result.missing.length }) : t('eligibility.answersTitle')}
              </h3>
              <ul className="questions" data-testid="eligibility-questions">
                {asked.map(({ fact, question }) => (
                  <li key={fact}>
                    <Question
                      fact={fact}
                      question={question}
                      missing={result.missing.some((entry) => entry.fact === fact)}
                      value={answers[fact]}
                      onAnswer={(value) => answer(fact, value)}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          <p className="small muted" data-testid="eligibility-memory">
            {isAuthenticated ? (
              t('eligibility.rememberedNote')
            ) : (
              <>
                {t('eligibility.visitorNote')}{' '}
                <Link to="/login" state={loginState} className="link link--strong">
                  {t('eligibility.signInToRemember')}
                </Link>
              </>
            )}
          </p>
          <p className="small muted">{t('eligibility.disclaimer')}</p>
        </div>
      ) : null}
    </section>
  );
}

function Question({
  fact,
  question,
  missing,
  value,
  onAnswer,
}: {
  fact: string;
  question: string;
  missing: boolean;
  value: Answers[string] | undefined;
  onAnswer: (value: Answers[string]) => void;
}) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const id = useId();
  const input = FACT_INPUTS[fact];
  const label = input ? input.label[lang] : fact;
  const state = missing ? 'missing' : 'answered';

  if (!input) return null;
  if (input.kind === 'yesno') {
    return (
      <fieldset className={`question question--${state}`} data-testid={`eligibility-question-${fact}`} data-state={state}>
        <legend className="question__label">
          {label}
          {missing && question ? <span className="question__text">{question}</span> : null}
        </legend>
        <div className="question__choices">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="question__choice">
              <input
                type="radio"
                name={id}
                value={choice}
                checked={answerToInput(value) === choice}
                onChange={() => onAnswer(choice === 'yes')}
                data-testid={`eligibility-input-${fact}-${choice}`}
              />
              {t(`eligibility.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className={`question question--${state}`} data-testid={`eligibility-question-${fact}`} data-state={state}>
      <label className="question__label" htmlFor={id}>
        {label}
        {missing && question ? <span className="question__text">{question}</span> : null}
      </label>
      {input.kind === 'choice' || input.kind === 'class' ? (
        <select
          id={id}
          className="input select"
          value={answerToInput(value)}
          onChange={(event) => onAnswer(parseAnswer(fact, event.target.value) ?? null)}
          data-testid={`eligibility-input-${fact}`}
        >
          <option value="">{t('eligibility.choose')}</option>
          {input.kind === 'choice'
            ? input.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label[lang]}
                </option>
              ))
            : classOptions(t)}
        </select>
      ) : (
        <NumberAnswer id={id} fact={fact} input={input} value={value} onAnswer={onAnswer} />
      )}
    </div>
  );
}

function classOptions(t: TFunction) {
  return Array.from({ length: 18 }, (_, index) => {
    const value = index + 1;
    const text =
      value <= 12
        ? t('eligibility.class', { number: value })
        : value <= 15
          ? t('eligibility.undergraduate', { year: value - 12 })
          : value <= 17
            ? t('eligibility.postgraduate', { year: value - 15 })
            : t('eligibility.doctoral');
    return (
      <option key={value} value={String(value)}>
        {text}
      </option>
    );
  });
}

const UNIT_KEYS = { money: 'eligibility.unitRupees', years: 'eligibility.unitYears', hectares: 'eligibility.unitHectares', percent: 'eligibility.unitPercent' } as const;

/** A number answer: checked once typing pauses, or at once on Enter or leaving the field. */
function NumberAnswer({
  id,
  fact,
  input,
  value,
  onAnswer,
}: {
  id: string;
  fact: string;
  input: FactInput;
  value: Answers[string] | undefined;
  onAnswer: (value: Answers[string]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(answerToInput(value));
  const [invalid, setInvalid] = useState(false);
  const committed = useRef(answerToInput(value));
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;

  const commit = useCallback(
    (text: string) => {
      if (text.trim() === committed.current) return;
      const parsed = parseAnswer(fact, text);
      if (parsed === undefined) {
        setInvalid(true);
        return;
      }
      setInvalid(false);
      committed.current = text.trim();
      answerRef.current(parsed);
    },
    [fact],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => commit(draft), NUMBER_ANSWER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, commit]);

  const unit = input.kind in UNIT_KEYS ? t(UNIT_KEYS[input.kind as keyof typeof UNIT_KEYS]) : '';
  const errorId = `${id}-error`;
  const whole = input.kind !== 'hectares';
  return (
    <>
      <span className="question__number">
        <input
          id={id}
          type="number"
          className="input"
          inputMode={whole ? 'numeric' : 'decimal'}
          min={input.min}
          max={input.max}
          step={whole ? 1 : 'any'}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft);
            }
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-testid={`eligibility-input-${fact}`}
        />
        {unit ? <span className="question__unit">{unit}</span> : null}
      </span>
      {invalid ? (
        <p className="field__error" id={errorId} role="alert">
          {input.max !== undefined
            ? t(whole ? 'eligibility.invalidWholeBetween' : 'eligibility.invalidBetween', { min: input.min ?? 0, max: input.max })
            : t('eligibility.invalidWholeFrom', { min: input.min ?? 0 })}
        </p>
      ) : null}
    </>
  );
}

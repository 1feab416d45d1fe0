import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatLanguage } from '../types';

/** The part of the Web Speech API the chat uses (Chrome and Edge ship it as webkitSpeechRecognition). */
interface RecognitionResultList {
  readonly length: number;
  [index: number]: { readonly length: number; [index: number]: { transcript: string } };
}
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Hindi and Hinglish are spoken Hindi: hi-IN; English: en-IN. */
export const speechLocale = (language: ChatLanguage): string => (language === 'en' ? 'en-IN' : 'hi-IN');

export type SpeechProblem = 'denied' | 'failed' | null;

/**
 * Speech to text into the chat input, where the browser has speech recognition. `toggle`
 * starts or stops listening; the transcript so far is passed to `onTranscript` as it grows.
 */
export function useSpeechInput(language: ChatLanguage, onTranscript: (text: string) => void) {
  const [Recognition] = useState(speechRecognitionConstructor);
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem>(null);
  const active = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  const stop = useCallback(() => {
    active.current?.stop();
  }, []);

  const toggle = useCallback(() => {
    if (!Recognition) return;
    if (active.current) {
      active.current.stop();
      return;
    }
    const recognition = new Recognition();
    recognition.lang = speechLocale(language);
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
      onTranscriptRef.current(text.trim());
    };
    recognition.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      setProblem(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed');
    };
    recognition.onend = () => {
      if (active.current === recognition) active.current = null;
      setListening(false);
    };
    setProblem(null);
    try {
      recognition.start();
      active.current = recognition;
      setListening(true);
    } catch {
      setProblem('failed');
    }
  }, [Recognition, language]);

  // Leaving the page (or closing the widget) stops the microphone.
  useEffect(
    () => () => {
      const recognition = active.current;
      active.current = null;
      recognition?.abort();
    },
    [],
  );

  return { supported: Boolean(Recognition), listening, problem, toggle, stop };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A voice note is short: recording stops by itself after 3 minutes. */
export const MAX_RECORDING_SECONDS = 180;

/** Containers the API recognises, best first (Chrome and Firefox: WebM/Ogg Opus; Safari: MP4). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'];

export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function recordingType(): string | undefined {
  const isSupported = window.MediaRecorder.isTypeSupported?.bind(window.MediaRecorder);
  return isSupported ? PREFERRED_TYPES.find((type) => isSupported(type)) : undefined;
}

const extensionFor = (type: string): string => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm');

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type RecorderState = { phase: 'idle' } | { phase: 'starting' } | { phase: 'recording'; seconds: number } | { phase: 'error'; reason: 'denied' | 'failed' };

/**
 * Records a voice note in the browser with MediaRecorder and hands it over as a File. Where
 * the browser cannot record (no MediaRecorder or microphone API), it renders nothing and the
 * form's file input remains the way to attach one.
 */
export function VoiceRecorder({ onRecorded, disabled }: { onRecorded: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [supported] = useState(canRecord);

  const cleanUp = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    recorder.current = null;
  }, []);

  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      cleanUp();
    },
    [cleanUp],
  );

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setState({ phase: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const type = recordingType();
      const rec = type ? new MediaRecorder(media, { mimeType: type }) : new MediaRecorder(media);
      recorder.current = rec;
      const chunks: Blob[] = [];
      rec.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      rec.onstop = () => {
        const mime = (rec.mimeType || type || 'audio/webm').split(';')[0]!;
        cleanUp();
        setState({ phase: 'idle' });
        if (chunks.length === 0) return;
        const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
        onRecorded(new File(chunks, `voice-note-${stamp}.${extensionFor(mime)}`, { type: mime }));
      };
      rec.start(1000);
      setState({ phase: 'recording', seconds: 0 });
      const started = Date.now();
      timer.current = window.setInterval(() => {
        const seconds = Math.floor((Date.now() - started) / 1000);
        if (seconds >= MAX_RECORDING_SECONDS) stop();
        else setState({ phase: 'recording', seconds });
      }, 500);
    } catch (error) {
      cleanUp();
      const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      setState({ phase: 'error', reason: denied ? 'denied' : 'failed' });
    }
  }, [cleanUp, onRecorded, stop]);

  if (!supported) return null;

  return (
    <div className="voice-recorder" data-testid="voice-recorder">
      {state.phase === 'recording' ? (
        <>
          <span className="voice-recorder__live" role="status" data-testid="voice-recorder-status">
            <span className="voice-recorder__dot" aria-hidden="true" />
            {t('complaints.form.recording', { time: clock(state.seconds), max: clock(MAX_RECORDING_SECONDS) })}
          </span>
          <Button variant="danger" size="sm" onClick={stop} data-testid="voice-recorder-stop">
            {t('complaints.form.stopRecording')}
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void start()}
          loading={state.phase === 'starting'}
          disabled={disabled}
          data-testid="voice-recorder-start"
        >
          {t('complaints.form.recordVoice')}
        </Button>
      )}
      {state.phase === 'error' ? (
        <p className="field__error" role="alert">
          {t(state.reason === 'denied' ? 'complaints.form.microphoneDenied' : 'complaints.form.recordingFailed')}
        </p>
      ) : null}
    </div>
  );
}

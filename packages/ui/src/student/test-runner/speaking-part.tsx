import { MicIcon, SquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '../../components/button/button-variants';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import type { QuestionPartProps } from './part-props';

type Phase = 'idle' | 'recording' | 'uploading' | 'failed';

/** A part can record only where the browser has a microphone API; elsewhere it offers a file. */
function canRecord() {
  return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * Speaking: the student records an answer in the browser (MediaRecorder, stopped at the question's longest
 * time) or, where recording is not possible or refused, chooses an audio file. Either goes to `onRecording`,
 * which uploads it and gives back the stored name that becomes the answer; the part shows the upload's progress.
 */
export function SpeakingPart({
  question,
  answer,
  onAnswer,
  onRecording,
  disabled,
  idPrefix,
}: QuestionPartProps) {
  const labels = useStrings('questions', esQuestions);
  const maxSeconds = question.maxSeconds ?? 120;
  const [supported, setSupported] = useState(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  // The share of the recording uploaded, from 0 to 1.
  const [progress, setProgress] = useState(0);
  const [playback, setPlayback] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  // After mount, so a server render and the first client render agree.
  useEffect(() => setSupported(canRecord()), []);
  useEffect(() => () => stopRef.current?.(), []);
  useEffect(() => () => (playback ? URL.revokeObjectURL(playback) : undefined), [playback]);

  async function upload(file: Blob) {
    if (!onRecording) return;
    setPhase('uploading');
    setProgress(0);
    try {
      const recording = await onRecording(file, setProgress);
      setPlayback(URL.createObjectURL(file));
      onAnswer({ recording });
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  }

  async function record() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setSupported(false);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    let elapsed = 0;
    const timer = window.setInterval(() => {
      elapsed += 1;
      setSeconds(elapsed);
      if (elapsed >= maxSeconds) recorder.stop();
    }, 1000);
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      window.clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      stopRef.current = null;
      void upload(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
    };
    stopRef.current = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    setSeconds(0);
    setPhase('recording');
    recorder.start();
  }

  const fileId = `${idPrefix}-file`;
  const busy = disabled || phase === 'uploading';
  return (
    <div data-slot="speaking-part" className="grid gap-3 text-sm">
      <p className="text-muted-foreground">{labels.maxDuration(maxSeconds)}</p>
      {supported ? (
        <div className="flex flex-wrap items-center gap-2">
          {phase === 'recording' ? (
            <button
              type="button"
              className={buttonVariants({ variant: 'danger' })}
              onClick={() => stopRef.current?.()}
            >
              <SquareIcon aria-hidden="true" />
              {labels.stop}
            </button>
          ) : (
            <button type="button" className={buttonVariants()} disabled={busy} onClick={() => void record()}>
              <MicIcon aria-hidden="true" />
              {answer?.recording ? labels.recordAgain : labels.record}
            </button>
          )}
        </div>
      ) : (
        <div className="grid gap-1.5">
          <p>{labels.recordingUnavailable}</p>
          <label htmlFor={fileId} className="font-medium">
            {labels.uploadFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept="audio/webm,audio/ogg,audio/mp4,audio/mpeg,.webm,.ogg,.m4a,.mp3"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-foreground"
          />
        </div>
      )}
      <div aria-live="polite" className="grid gap-2">
        {phase === 'recording' ? (
          <p className="font-medium text-danger">{labels.recordingFor(seconds, maxSeconds)}</p>
        ) : null}
        {phase === 'uploading' ? <UploadProgress value={progress} label={labels.uploading} /> : null}
        {phase === 'failed' ? <p className="font-medium text-danger">{labels.uploadFailed}</p> : null}
        {phase === 'idle' && answer?.recording ? (
          <p className="font-medium text-success">{labels.recorded}</p>
        ) : null}
      </div>
      {playback && phase === 'idle' ? (
        // biome-ignore lint/a11y/useMediaCaption: the student's own spoken answer, just recorded.
        <audio controls src={playback} aria-label={labels.recorded} className="w-full" />
      ) : null}
    </div>
  );
}

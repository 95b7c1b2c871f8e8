import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export interface ListeningPromptProps {
  audio: { url: string; transcript: string };
}

/** A question's audio with the browser's own controls, and its transcript for who cannot hear it. */
export function ListeningPrompt({ audio }: ListeningPromptProps) {
  const labels = useStrings('questions', esQuestions);
  return (
    <div data-slot="listening-prompt" className="grid gap-2">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative. */}
      <audio
        controls
        preload="metadata"
        src={audio.url || undefined}
        aria-label={labels.audio}
        className="w-full"
      />
      <details className="rounded-md border border-border px-3 py-1 text-sm">
        <summary className="cursor-pointer py-1 font-medium">{labels.transcript}</summary>
        <p className="mt-1 mb-1 whitespace-pre-line break-words">{audio.transcript}</p>
      </details>
    </div>
  );
}

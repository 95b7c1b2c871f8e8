import type { Readable, Writable } from 'node:stream';
import { REGISTER_MESSAGES } from '@aula/forms';
import { AccountChangeError } from '../auth/account-changes';

/** Reads what is piped in up to the first line break: `echo 'x' | accounts set-password ana`. */
async function readFirstLine(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. Ctrl-C cancels. */
function askHidden(prompt: string, input: NodeJS.ReadStream, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      const chars = [...chunk.toString('utf8')];
      for (const [index, char] of chars.entries()) {
        if (char === '\r' || char === '\n') {
          finish();
          // Pasted lines arrive together: what follows this line answers the next question. Put back only
          // once paused, or the stream would hand it straight to this same listener.
          const rest = chars.slice(index + 1).join('');
          if (rest) input.unshift(Buffer.from(rest));
          return;
        }
        if (char === '\u0003') return finish(new AccountChangeError('Cancelado.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * A password for the command line, never from its arguments (they show in `ps` and the shell's history):
 * typed twice on a terminal, or the first line of what is piped in.
 */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const first = await askHidden('Nueva contraseña: ', input, output);
  const second = await askHidden('Repítela: ', input, output);
  if (first !== second) throw new AccountChangeError(REGISTER_MESSAGES.passwordMismatch);
  return first;
}

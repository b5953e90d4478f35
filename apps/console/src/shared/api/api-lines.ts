import type { CallInput, CallOutput, Descriptor } from './api-call';
import { apiStream } from './api-download';
import { ApiError } from './api-error';

/**
 * Calls an endpoint that answers NDJSON (one JSON value a line, sent as the server works) and hands
 * each line, parsed with the descriptor's response schema, to `onLine` as it arrives.
 */
export async function apiLines<D extends Descriptor>(
  d: D,
  input: CallInput<D>,
  onLine: (line: CallOutput<D>) => void,
): Promise<void> {
  const res = await apiStream(d, input);
  const parse = (text: string) => {
    if (!text.trim()) return;
    onLine((d.response ? d.response.parse(JSON.parse(text)) : JSON.parse(text)) as CallOutput<D>);
  };
  if (!res.body) throw new ApiError(0);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (rest + value).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(parse);
  }
  parse(rest);
}

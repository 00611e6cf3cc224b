import type { z } from 'zod';

/**
 * Replies shorter than this are parsed in one go. A host's whole call history (GET /api/calls/host/calls has
 * no paging) is about 500 bytes a call: 5,000 calls take JSON.parse and zod ~100 ms on a slow phone, in one task.
 */
export const SLICED_REPLY_MIN_LENGTH = 100_000;

/**
 * Elements parsed, or validated, between two chances to stop; characters scanned between two. Small, because
 * on the first start after an install nothing is compiled yet: the scan runs in V8's interpreter and zod
 * builds its validator on the first batch, and 100 elements or 64 K characters were one 50 ms slice at 4x
 * CPU slowdown (issue 17).
 */
const BATCH = 20;
const SCAN_STEP = 8_192;

const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** Index of the quote closing the string that opens at `start`, or -1. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end > 0) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

interface ArrayCuts {
  /** Index of the array's `[`, of its `]`, and of each comma between its elements. */
  open: number;
  close: number;
  commas: number[];
}

/**
 * Finds the array that is the value of the top-level property `key` of the JSON object `text`, and where its
 * elements are cut. Not a validator: every piece is parsed with JSON.parse after. Yields every `SCAN_STEP`.
 */
function* findArray(text: string, key: string): Generator<void, ArrayCuts | null, void> {
  let depth = 0;
  let lastString = '';
  let currentKey = '';
  let open = -1;
  const commas: number[] = [];
  let nextStop = SCAN_STEP;
  for (let at = 0; at < text.length; at++) {
    if (at >= nextStop) {
      yield;
      nextStop = at + SCAN_STEP;
    }
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = closingQuote(text, at);
      if (end < 0) return null;
      if (depth === 1) lastString = text.slice(at + 1, end);
      at = end;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth === 0 && code !== OPEN_BRACE) return null;
      depth++;
      if (depth === 2 && code === OPEN_BRACKET && open < 0 && currentKey === key) open = at;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (depth === 2 && open >= 0) return code === CLOSE_BRACKET ? { open, close: at, commas } : null;
      depth--;
    } else if (code === COLON && depth === 1) {
      currentKey = lastString;
    } else if (code === COMMA && depth === 2 && open >= 0) {
      commas.push(at);
    }
  }
  return null;
}

/**
 * Parses and validates a JSON object reply whose property `key` is a long array, in slices: the generator
 * yields between batches of elements, so `runSliced` can give the main thread back. Returns null when the
 * reply is not such an object or anything fails, for the caller to take the one-go path and its error.
 */
export function* parseListReply<S extends z.ZodObject>(
  text: string,
  schema: S,
  key: string & keyof S['shape'],
): Generator<void, z.infer<S> | null, void> {
  const cuts = yield* findArray(text, key);
  if (!cuts) return null;
  const listSchema = schema.shape[key] as z.ZodType;

  let rest: unknown;
  try {
    rest = JSON.parse(text.slice(0, cuts.open + 1) + text.slice(cuts.close));
  } catch {
    return null;
  }
  // A second `key` later in the object would win in JSON.parse: leave that to the one-go path.
  const restValue = (rest as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(restValue) || restValue.length > 0) return null;
  const restResult = schema.safeParse(rest);
  if (!restResult.success) return null;
  yield;

  const bounds = [cuts.open, ...cuts.commas, cuts.close];
  const items: unknown[] = [];
  for (let first = 0; first < bounds.length - 1; first += BATCH) {
    const last = Math.min(first + BATCH, bounds.length - 1);
    let batch: unknown;
    try {
      batch = JSON.parse(`[${text.slice(bounds[first]! + 1, bounds[last])}]`);
    } catch {
      return null;
    }
    yield;
    const result = listSchema.safeParse(batch);
    if (!result.success) return null;
    items.push(...(result.data as unknown[]));
    yield;
  }
  return { ...(restResult.data as object), [key]: items } as z.infer<S>;
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseListReply } from './sliced-list';

const itemSchema = z.object({ id: z.string(), note: z.string(), tags: z.array(z.string()) });
const replySchema = z.object({ items: z.array(itemSchema), total: z.number() });

/** Runs the generator to its end, counting the points where it could give the main thread back. */
function run<T>(work: Generator<void, T, void>): { value: T; stops: number } {
  let stops = 0;
  for (;;) {
    const step = work.next();
    if (step.done) return { value: step.value, stops };
    stops++;
  }
}

const item = (index: number) => ({
  id: `i${index}`,
  // Quotes, escapes, brackets and commas inside strings must not cut the list.
  note: `say "hi", [${index}] {ok} \\ \\"x\\" ,],}`,
  tags: index % 3 ? ['a', 'b,c'] : [],
});

describe('parseListReply', () => {
  it('gives what JSON.parse and the schema give, in slices', () => {
    const reply = {
      total: 1234,
      items: Array.from({ length: 1234 }, (_, index) => item(index)),
      extra: { a: [1, { b: 2 }] },
    };
    const text = JSON.stringify(reply, null, 2);
    const { value, stops } = run(parseListReply(text, replySchema, 'items'));
    expect(value).toEqual(replySchema.parse(JSON.parse(text)));
    // Batches of 100 elements, each parsed and validated apart.
    expect(stops).toBeGreaterThanOrEqual(24);
  });

  it('reads an empty list and a list that is not the first property', () => {
    expect(run(parseListReply('{"total":0,"items":[ ]}', replySchema, 'items')).value).toEqual({
      items: [],
      total: 0,
    });
    const text = JSON.stringify({ other: [{ items: [1] }], items: [item(1)], total: 1 });
    expect(run(parseListReply(text, replySchema, 'items')).value).toEqual(
      replySchema.parse(JSON.parse(text)),
    );
  });

  it.each([
    ['truncated', '{"items":[{"id":"a","note":"n","tags":[]}'],
    ['trailing comma', '{"items":[{"id":"a","note":"n","tags":[]},],"total":1}'],
    [
      'empty element',
      '{"items":[{"id":"a","note":"n","tags":[]},,{"id":"b","note":"n","tags":[]}],"total":2}',
    ],
    ['mismatched bracket', '{"items":[{"id":"a","note":"n","tags":[]}},"total":1}'],
    ['unterminated string', '{"items":[{"id":"a'],
    ['an invalid element', '{"items":[{"id":1,"note":"n","tags":[]}],"total":1}'],
    ['the rest invalid', '{"items":[],"total":"many"}'],
    ['no such list', '{"total":0}'],
    ['a top-level array', '[{"items":[]}]'],
    ['the list given twice', '{"items":[],"total":0,"items":[{"id":"a","note":"n","tags":[]}]}'],
  ])('returns null for %s, for the one-go path to answer', (_, text) => {
    expect(run(parseListReply(text, replySchema, 'items')).value).toBeNull();
  });
});

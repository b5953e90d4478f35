import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonText, responseSerializer } from './response-serializer';

const route = { schema: z.array(z.object({ n: z.number() })), method: 'GET', url: '/x' };

describe('response serializer', () => {
  it('sends JSON text an area wrote as it is, checked or not', () => {
    for (const check of [false, true]) {
      const send = responseSerializer(check)(route);
      expect(send(jsonText('[{"n":1}]'))).toBe('[{"n":1}]');
      expect(send([{ n: 2 }])).toBe('[{"n":2}]');
    }
  });

  it('checks JSON text against the schema like any answer', () => {
    const send = responseSerializer(true)(route);
    expect(() => send(jsonText('[{"n":"1"}]'))).toThrow(/does not match its schema/);
    expect(() => send(jsonText('[{"n":1,"extra":true}]'))).toThrow(/would change the response/);
  });
});

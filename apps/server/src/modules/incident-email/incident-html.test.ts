import { describe, expect, it } from 'vitest';
import { incidentParts } from './incident-html';

describe("the incident mail's plain-text part", () => {
  it('shows characters, never HTML entities', async () => {
    const { html, text } = await incidentParts(
      '<p>Tom &amp; Jerry &lt;3 "quoted" it&#39;s caf&eacute; 5 &gt; 4</p><p>a typed &amp;lt; stays</p>',
    );
    expect(text).toBe('Tom & Jerry <3 "quoted" it\'s café 5 > 4\na typed &lt; stays');
    expect(html).toContain('Tom &amp; Jerry &lt;3');
  });

  it('keeps markup a person typed as text, as text', async () => {
    const { text } = await incidentParts('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(text).toBe('<script>alert(1)</script>');
  });
});

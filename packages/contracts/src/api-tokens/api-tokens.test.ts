import { describe, expect, it } from 'vitest';
import { principalOf } from '../access/principal';
import { TOKEN_RULE_LABELS, TOKEN_RULES, tokenRulesFor } from './api-tokens.schemas';

describe('API token rules', () => {
  it('names every rule a token may be given in words (a new rule needs its label)', () => {
    expect(TOKEN_RULES.filter((rule) => !TOKEN_RULE_LABELS[rule])).toEqual([]);
  });

  it('lets the factory’s admins give a line station’s rule they do not hold, and nobody else', () => {
    expect(tokenRulesFor(principalOf(['FACTORYADMIN'], true))).toContain('lineTest');
    expect(tokenRulesFor(principalOf(['CUSTOMERSUPPORTL2'], true))).not.toContain('lineTest');
  });
});

import { messages } from '@console/contracts/messages';
import { Button, Flex, Form } from 'antd';
import { EmptyState } from '@/shared/ui/empty-state';
import { newMapping } from '../sso-form-values';
import { ClaimRuleCard } from './claim-rule-card';

/** The contracts' bound on rules (SsoSettingsBody.mappings). */
const MAX_RULES = 50;

/** The claim rules, added and removed; with none, a note that nobody can sign in through the provider yet. */
export function ClaimRules() {
  return (
    <Form.List name="mappings">
      {(fields, { add, remove }) => (
        <Flex vertical gap="middle">
          {fields.length === 0 && <EmptyState text={messages.ssoNoMappings} />}
          {fields.map((field, i) => (
            <ClaimRuleCard key={field.key} index={i} name={field.name} onRemove={() => remove(field.name)} />
          ))}
          <div>
            <Button disabled={fields.length >= MAX_RULES} onClick={() => add(newMapping())}>
              {messages.ssoAddMapping}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

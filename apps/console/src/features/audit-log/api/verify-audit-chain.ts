import { type AuditChainResult, verifyAuditChain } from '@console/contracts/audit-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiLines } from '@/shared/api/api-lines';
import { auditLogKeys } from './audit-log-calls';

/**
 * Verify chain: the server walks the tenant's audit chain and answers as it goes, a line with the
 * entries checked so far after each chunk (`checked`), then the result.
 */
export function useVerifyAuditChain() {
  const [checked, setChecked] = useState<number | null>(null);
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      let result: AuditChainResult | undefined;
      setChecked(0);
      await apiLines(verifyAuditChain, {}, (line) => {
        if ('result' in line) result = line.result;
        else setChecked(line.checked);
      });
      // A walk cut short (the connection dropped) answers no result: say it could not verify.
      if (!result) throw new Error('no result');
      return result;
    },
    onSettled: () => {
      setChecked(null);
      // It is itself recorded: the list and the actions show it.
      void client.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
  return { ...mutation, checked };
}

import { type AuditChainResult, verifyAuditChain } from '@console/contracts/audit-log';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiLines } from '@/shared/api/api-lines';

/**
 * Verify chain: the server walks the tenant's audit chain and answers as it goes, a line with the
 * entries checked so far after each chunk (`checked`), then the result.
 */
export function useVerifyAuditChain() {
  const [checked, setChecked] = useState<number | null>(null);
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
    onSettled: () => setChecked(null),
  });
  return { ...mutation, checked };
}

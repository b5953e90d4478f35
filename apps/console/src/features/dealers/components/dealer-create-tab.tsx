import type { Dealer, DealerBody } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { useDealerChanges } from '../api/change-dealer';
import { DealerForm } from './dealer-form';

interface Props {
  /** Update mode with this dealer; none: create. */
  dealer: Dealer | null;
  /** After a save in update mode, and on Cancel: back to the search. */
  onDone: () => void;
}

/** Create Dealer, or update mode when Edit was chosen (spec 002 sections 2 and 4). */
export function DealerCreateTab({ dealer, onDone }: Props) {
  const { create, update } = useDealerChanges();
  const save = (body: DealerBody) => {
    if (dealer) {
      update.mutate(
        { id: dealer.id, body },
        {
          onSuccess: (res) => {
            showAlert('success', res.message);
            onDone();
          },
          onError: (error) => showAlert('danger', errorText(error, messages.dealerUpdateFailed)),
        },
      );
      return;
    }
    create.mutate(body, {
      // 'Dealer Created Successfully' as the spec words it, the new id on a line of its own.
      onSuccess: (res) => showAlert('success', `${res.message}\n${res.id}`),
      onError: (error) => showAlert('danger', errorText(error, messages.dealerCreateFailed)),
    });
  };
  return (
    <DealerForm
      // A new form for each dealer, and a fresh one after a create.
      key={dealer?.id ?? `new-${create.data?.id ?? ''}`}
      dealer={dealer ?? undefined}
      saving={create.isPending || update.isPending}
      submitLabel={dealer ? messages.dealerUpdateButton : messages.dealerCreateButton}
      onSave={save}
      onCancel={onDone}
    />
  );
}

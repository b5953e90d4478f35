import { messages } from '@console/contracts/messages';
import { SearchByForm, type SearchTypeText } from '../../../shared/ui/search-by-form';
import type { ModelSearchType } from '../api/keys';
import type { ModelSearchValues } from '../hooks/use-model-search-params';

const TYPES: readonly ModelSearchType[] = ['modelId', 'modelNumber'];
const TEXT: Record<ModelSearchType, SearchTypeText> = {
  modelId: {
    label: messages.searchByModelId,
    placeholder: messages.enterModelIdPlaceholder,
    required: messages.enterModelId,
  },
  modelNumber: {
    label: messages.searchByModelNumber,
    placeholder: messages.enterModelNumberPlaceholder,
    required: messages.enterModelNumber,
  },
};

interface Props {
  initial: ModelSearchValues;
  onSearch: (values: ModelSearchValues) => void;
  onTypeChange: (type: ModelSearchType) => void;
}

/** Search by Model Id or Model Number (spec 001 sections 2 and 5). */
export function ModelSearchForm(props: Props) {
  return <SearchByForm types={TYPES} text={TEXT} {...props} />;
}

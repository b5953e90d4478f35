import { messages } from '@console/contracts/messages';
import { ScanButton } from '@/shared/ui/scanner/scan-button';
import { SearchByForm, type SearchTypeText } from '@/shared/ui/search-by-form';
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

/**
 * Search by Model Id or Model Number, with the QR/barcode scanner of spec 001 section 2: a read
 * (or typed) code is searched as the chosen type.
 */
export function ModelSearchForm(props: Props) {
  const { initial, onSearch } = props;
  const scan = <ScanButton onScanned={(value) => onSearch({ type: initial.type, value })} />;
  return <SearchByForm types={TYPES} text={TEXT} extra={scan} {...props} />;
}

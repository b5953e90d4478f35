import { DEVICE_SEARCH_TYPES, type DeviceSearchType } from '@console/contracts/constants';
import { readScannedCode } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { showAlert } from '@/shared/ui/alert-store';
import { ScanButton } from '@/shared/ui/scanner/scan-button';
import { SearchByForm, type SearchByValues } from '@/shared/ui/search-by-form';
import { SEARCH_TYPE_TEXT } from '../device-search-types';

export type DeviceSearchValues = SearchByValues<DeviceSearchType>;

interface Props {
  initial: DeviceSearchValues;
  onSearch: (values: DeviceSearchValues) => void;
  onTypeChange: (type: DeviceSearchType) => void;
}

/**
 * Search By Device Id, Mac Address or Product Serial No, with the QR/barcode scanner (spec 001
 * section 2): a plain code fills the search for the chosen type and runs it; a model-id based
 * Matter code (MT:…) is resolved to the product serial number it carries and searched by that.
 */
export function DeviceSearchForm(props: Props) {
  const { initial, onSearch } = props;
  const scanned = (text: string) => {
    const code = readScannedCode(text);
    if (code.kind === 'plain') return onSearch({ type: initial.type, value: code.value });
    if (code.serial === null) return showAlert('danger', messages.scanNoSerial);
    showAlert('success', messages.scanModelIdBased);
    onSearch({ type: 'productSerialNumber', value: code.serial });
  };
  const scan = <ScanButton onScanned={scanned} />;
  return <SearchByForm types={DEVICE_SEARCH_TYPES} text={SEARCH_TYPE_TEXT} extra={scan} {...props} />;
}

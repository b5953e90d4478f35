import { DEVICE_SEARCH_TYPES, type DeviceSearchType } from '@console/contracts/constants';
import { SearchByForm, type SearchByValues } from '../../../shared/ui/search-by-form';
import { SEARCH_TYPE_TEXT } from '../device-search-types';
import { ScanButton } from './scanner/scan-button';

export type DeviceSearchValues = SearchByValues<DeviceSearchType>;

interface Props {
  initial: DeviceSearchValues;
  onSearch: (values: DeviceSearchValues) => void;
  onTypeChange: (type: DeviceSearchType) => void;
}

/**
 * Search By Device Id, Mac Address or Product Serial No, with the QR/barcode scanner (spec 001
 * section 2): a scanned code fills the search for the chosen type and runs it.
 */
export function DeviceSearchForm(props: Props) {
  const { initial, onSearch } = props;
  const scan = <ScanButton onScanned={(value) => onSearch({ type: initial.type, value })} />;
  return <SearchByForm types={DEVICE_SEARCH_TYPES} text={SEARCH_TYPE_TEXT} extra={scan} {...props} />;
}

import { PATHS } from '@console/contracts/paths';

/*
 * The device model screens' links (spec 001 section 2). A Model Number search lives in the path
 * (/deviceDetail/{modelNum}), a Model Id search and the model being edited in the query, so a
 * reload or a shared link shows the same screen.
 */
export const modelPaths = {
  search: PATHS.deviceDetail,
  byNumber: (modelNumber: string) => `${PATHS.deviceDetail}/${encodeURIComponent(modelNumber)}`,
  byId: (modelId: string) => `${PATHS.deviceDetail}?modelId=${encodeURIComponent(modelId)}`,
  searchType: (type: string) => `${PATHS.deviceDetail}?by=${encodeURIComponent(type)}`,
  form: PATHS.addNewDeviceModel,
  edit: (modelId: string) => `${PATHS.addNewDeviceModel}?edit=${encodeURIComponent(modelId)}`,
} as const;

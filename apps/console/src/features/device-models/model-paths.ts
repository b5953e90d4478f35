/*
 * The device model screens' paths (spec 001 section 2). A Model Number search lives in the path
 * (/deviceDetail/{modelNum}), a Model Id search and the model being edited in the query, so a
 * reload or a shared link shows the same screen.
 */
export const modelPaths = {
  search: '/deviceDetail',
  byNumberPattern: '/deviceDetail/:modelNum',
  byNumber: (modelNumber: string) => `/deviceDetail/${encodeURIComponent(modelNumber)}`,
  byId: (modelId: string) => `/deviceDetail?modelId=${encodeURIComponent(modelId)}`,
  searchType: (type: string) => `/deviceDetail?by=${encodeURIComponent(type)}`,
  form: '/addNewDeviceModel',
  edit: (modelId: string) => `/addNewDeviceModel?edit=${encodeURIComponent(modelId)}`,
} as const;

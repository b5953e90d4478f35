import { type DeviceModel, modelDownloadName } from '@console/contracts/device-models';

/** Saves the model as 'Device Model Data- {modelNumber}.json' (spec 001 section 9). */
export function downloadModel(model: DeviceModel): void {
  const blob = new Blob([JSON.stringify(model, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = modelDownloadName(model.modelNumber);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

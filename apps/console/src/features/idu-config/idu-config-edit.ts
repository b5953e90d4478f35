/** What the Upload tab starts from when a config is edited from the View tab (spec 001 section 4). */
export interface IduConfigEdit {
  target: { modelId: string } | { configId: string };
  category: string;
  brand: string;
  modelIds: string[];
  iduConfigVersion: string;
}

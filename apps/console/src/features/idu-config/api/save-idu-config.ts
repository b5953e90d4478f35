import { updateIduConfig, uploadIduConfig } from '@console/contracts/idu-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/shared/api/api-upload';
import { iduConfigKeys } from './keys';

export interface SaveIduConfigInput {
  /** Absent: a new upload (POST). Present: an update of these models or of this config (PUT). */
  target?: { modelId: string } | { configId: string };
  category: string;
  brand: string;
  modelIds: string[];
  iduConfigVersion: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/** Upload (POST) or update (PUT) an IDU config as multipart; searches are refreshed on success. */
export function useSaveIduConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveIduConfigInput) => {
      const form = new FormData();
      if (!input.target) {
        form.append('category', input.category);
        form.append('brand', input.brand);
      }
      form.append('modelId', input.modelIds.join(','));
      form.append('iduConfigVersion', input.iduConfigVersion);
      form.append('iduConfigFile', input.file, input.file.name);
      const options = { form, onProgress: input.onProgress };
      return input.target
        ? apiUpload(updateIduConfig, { ...options, query: input.target })
        : apiUpload(uploadIduConfig, options);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: iduConfigKeys.all }),
  });
}

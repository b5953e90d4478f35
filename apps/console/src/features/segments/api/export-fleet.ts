import { exportFleet, type FleetFilter, filterText, snapshotSegment } from '@console/contracts/segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/shared/api/api-call';
import { apiDownload } from '@/shared/api/api-download';
import { saveBlob } from '@/shared/files/save-blob';
import { segmentKeys } from './keys';

interface ExportInput {
  filter: FleetFilter;
  /** The saved segment exported, unchanged; null for a search of its own. */
  segmentId: string | null;
}

/**
 * Every device the filter finds, as the CSV the server streams, fetched with the session (the API
 * takes its token in a header, as every export here does) and saved under the server's file name;
 * `bytes` counts what has arrived while it runs. Exporting a saved segment is one of its uses: a
 * snapshot (purpose export) is taken first, so the segment's last count and time say so and the
 * devices it reached stay answerable.
 */
export function useExportFleet() {
  const client = useQueryClient();
  const [bytes, setBytes] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ filter, segmentId }: ExportInput) => {
      setBytes(0);
      if (segmentId) await apiCall(snapshotSegment, { params: { segmentId }, body: { purpose: 'export' } });
      const { blob, fileName } = await apiDownload(exportFleet, {
        query: { filter: filterText(filter) },
        onProgress: setBytes,
      });
      saveBlob(blob, fileName ?? 'fleet.csv');
    },
    onSettled: (_, __, { segmentId }) => {
      setBytes(null);
      if (segmentId) void client.invalidateQueries({ queryKey: segmentKeys.all });
    },
  });
  return { ...mutation, bytes };
}

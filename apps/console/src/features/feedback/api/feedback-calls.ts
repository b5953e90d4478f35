import { LIST_FETCH_SIZE } from '@console/contracts/constants';
import {
  downloadFeedback,
  FEEDBACK_FILE_NAME,
  type FeedbackFilterInput,
  type FeedbackUpdateBody,
  reopenFeedback,
  searchFeedback,
  updateFeedback,
} from '@console/contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { apiDownload } from '@/shared/api/api-download';
import { saveBlob } from '@/shared/files/save-blob';

export const feedbackKeys = {
  all: ['feedback'] as const,
  search: (filters: FeedbackFilterInput) => [...feedbackKeys.all, 'search', filters] as const,
};

/** One server page (100 tickets) with the filters. */
export const fetchFeedbackPage = (filters: FeedbackFilterInput, page: number, signal: AbortSignal) =>
  apiCall(searchFeedback, { query: { ...filters, page, size: LIST_FETCH_SIZE }, signal });

/** `user_feedback.csv` with the same filters, saved as the browser downloads it. */
export async function downloadFeedbackFile(filters: FeedbackFilterInput) {
  const { blob, fileName } = await apiDownload(downloadFeedback, { query: filters });
  saveBlob(blob, fileName ?? FEEDBACK_FILE_NAME);
}

/** A status or comment change; the list is read again afterwards. */
export function useUpdateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: FeedbackUpdateBody }) =>
      apiCall(updateFeedback, { params: { id: input.id }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

/** Ours: a closed ticket back to IN-PROGRESS; the list is read again afterwards. */
export function useReopenFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(reopenFeedback, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

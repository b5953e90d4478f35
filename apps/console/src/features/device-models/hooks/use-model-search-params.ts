import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ModelSearchType } from '../api/keys';
import { modelPaths } from '../model-paths';

export interface ModelSearchValues {
  type: ModelSearchType;
  value: string;
}

/** The model search from the URL: /deviceDetail/{modelNum} or /deviceDetail?modelId=... */
export function useModelSearchParams() {
  const { modelNum } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const byId = params.get('modelId')?.trim() ?? '';
  const type: ModelSearchType = modelNum
    ? 'modelNumber'
    : byId || params.get('by') === 'modelId'
      ? 'modelId'
      : 'modelNumber';
  const value = (modelNum ?? byId).trim();

  const initial = useMemo<ModelSearchValues>(() => ({ type, value }), [type, value]);
  const search = (v: ModelSearchValues) =>
    navigate(v.type === 'modelId' ? modelPaths.byId(v.value) : modelPaths.byNumber(v.value));
  const changeType = (next: ModelSearchType) => navigate(modelPaths.searchType(next), { replace: true });
  const clear = () => navigate(modelPaths.search);

  return { initial, search, changeType, clear };
}

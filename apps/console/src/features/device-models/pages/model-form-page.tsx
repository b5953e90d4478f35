import { canEditModel, type DeviceModel } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { deviceModelQuery } from '@/shared/api/device-model';
import { usePrincipal } from '@/shared/session/use-principal';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ModelForm } from '../components/model-form';

/**
 * /addNewDeviceModel: add mode, or edit mode entered with navigation state carrying the edit flag
 * and the model (spec 001 section 2). The model ID also sits in the URL (?edit=), so a reload or
 * a link fetches the model when no state came with it.
 */
export default function ModelFormPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as { edit?: boolean; model?: DeviceModel } | null;
  const editId = params.get('edit') ?? (state?.edit ? state.model?.modelId : undefined);
  const fromState = state?.edit && state.model?.modelId === editId ? state.model : undefined;
  const fetched = useQuery({ ...deviceModelQuery('modelId', editId ?? ''), enabled: !!editId && !fromState });
  const model = fromState ?? fetched.data;
  const principal = usePrincipal();

  let body: React.ReactNode;
  if (!editId) body = <ModelForm mode="add" />;
  // A product manager edits the allowed categories only (spec 001 section 6); the server checks it too.
  else if (model && !(principal && canEditModel(principal, model.category)))
    body = <EmptyState text={messages.forbidden} />;
  else if (model) body = <ModelForm key={model.modelId} mode="edit" model={model} />;
  else if (fetched.isError) body = <EmptyState text={messages.modelNotFound} />;
  else body = <PageSpinner />;

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {editId ? messages.updateDeviceModel : messages.addDeviceModel}
      </Typography.Title>
      {body}
    </Flex>
  );
}

import { can } from '@console/contracts/access';
import { canEditModel } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { deviceModelQuery } from '@/shared/api/device-model';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { ModelDetails } from '../components/model-details';
import { ModelSearchForm } from '../components/model-search-form';
import { downloadModel } from '../download-model';
import { useModelSearchParams } from '../hooks/use-model-search-params';
import { modelPaths } from '../model-paths';

/** Device model search by Model Id or Model Number, and the model found (spec 001 section 2). */
export default function ModelSearchPage() {
  const { initial, search, changeType, clear } = useModelSearchParams();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const result = useQuery({
    ...deviceModelQuery(initial.type, initial.value),
    enabled: initial.value !== '',
  });
  const model = initial.value ? result.data : undefined;

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.modelNotFound));
  }, [result.error]);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} className="page-title">
          {messages.deviceModelTitle}
        </Typography.Title>
        {principal && can(principal, 'manageDeviceModels') ? (
          <Button type="primary" onClick={() => navigate(modelPaths.form)}>
            {messages.addDeviceModel}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <ModelSearchForm initial={initial} onSearch={search} onTypeChange={changeType} />
      </Card>
      {initial.value && result.isFetching ? <Spin /> : null}
      {model ? (
        <ModelDetails
          model={model}
          canEdit={principal ? canEditModel(principal, model.category) : false}
          onEdit={() => navigate(modelPaths.edit(model.modelId), { state: { edit: true, model } })}
          onDownload={() => downloadModel(model)}
          onBack={clear}
        />
      ) : null}
    </Flex>
  );
}

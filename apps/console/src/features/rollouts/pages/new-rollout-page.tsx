import { ArrowLeftOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deviceModelQuery } from '@/shared/api/device-model';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { SnapshotBanner } from '@/shared/ui/snapshot-banner';
import { useCreateRollout } from '../api/create-rollout';
import { CallError } from '../components/call-error';
import { GateFields } from '../components/gate-fields';
import { PhasesEditor } from '../components/phases-editor';
import { SendingFields } from '../components/sending-fields';
import { type SerialList, SerialsUpload } from '../components/serials-upload';
import { TargetFields } from '../components/target-fields';
import { ThresholdFields } from '../components/threshold-fields';
import { DEFAULT_ROLLOUT_VALUES, type RolloutFormValues, rolloutBodyOf } from '../rollout-form-values';

/**
 * New Rollout: the target, its phases, the stop thresholds, how it sends and (under Advanced) the
 * health gate.
 * A refusal from the server is shown above the buttons and everything typed stays; on success the
 * rollout's page opens.
 */
export default function NewRolloutPage() {
  const [form] = Form.useForm<RolloutFormValues>();
  const navigate = useNavigate();
  const create = useCreateRollout();
  const [serials, setSerials] = useState<SerialList | null>(null);
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const [advanced, setAdvanced] = useState(false);
  // Opened from Fleet Search (issue 32): the devices of a snapshot are the target, within the model.
  const [params, setParams] = useSearchParams();
  const snapshotId = params.get('segmentSnapshot') || undefined;
  const snapshotCount = Number(params.get('count') ?? '0');
  // A snapshot of one model: its category, brand and model are filled in, unless chosen already.
  const targetNumber = snapshotId ? params.get('model') : null;
  // One who may not read models gets none filled.
  const targetModel = useQuery({
    ...deviceModelQuery('modelNumber', targetNumber ?? ''),
    enabled: Boolean(targetNumber),
  });
  useEffect(() => {
    const m = targetModel.data;
    if (!m || form.getFieldValue('modelNumber')) return;
    form.setFieldsValue({ categoryName: m.category, brandName: m.brand, modelNumber: m.modelNumber });
  }, [targetModel.data, form]);

  const submit = () => {
    if (csvProblem) return;
    // Every value, the folded gate's included.
    const values = form.getFieldsValue(true) as RolloutFormValues;
    create.mutate(rolloutBodyOf(values, serials?.serials ?? [], snapshotId), {
      onSuccess: (rollout) => {
        showAlert('success', messages.rolloutCreated);
        navigate(rolloutOf(rollout.rolloutId));
      },
    });
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(PATHS.rollouts)}>
          {messages.backToRollouts}
        </Button>
        <Typography.Title level={1} className="page-title">
          {messages.newRollout}
        </Typography.Title>
      </Flex>
      <Card>
        <ConsoleForm<RolloutFormValues>
          form={form}
          layout="vertical"
          validateTrigger="onBlur"
          initialValues={DEFAULT_ROLLOUT_VALUES}
          onFinish={submit}
          onFinishFailed={({ errorFields }) => {
            if (errorFields.some((f) => f.name[0] === 'gate')) setAdvanced(true);
          }}
          className="rollout-form"
        >
          {snapshotId ? (
            <SnapshotBanner
              text={messages.rolloutSnapshotTarget}
              count={snapshotCount}
              at={Number(params.get('at') ?? '0')}
              removeLabel={messages.rolloutSnapshotRemove}
              onRemove={() => setParams({})}
            />
          ) : null}
          <TargetFields form={form} />
          <SerialsUpload
            list={serials}
            problem={csvProblem}
            onRead={(list, problem) => {
              setSerials(list);
              setCsvProblem(problem);
            }}
          />
          <Divider />
          <PhasesEditor />
          <Divider />
          <ThresholdFields />
          <Divider />
          <SendingFields />
          <GateFields open={advanced} onOpen={setAdvanced} />
          <CallError error={create.error} fallback={messages.rolloutCreateFailed} style={{ marginTop: 16 }} />
          <Flex gap="small" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {messages.createRollout}
            </Button>
            <Button onClick={() => navigate(PATHS.rollouts)}>{messages.cancel}</Button>
          </Flex>
        </ConsoleForm>
      </Card>
    </Flex>
  );
}

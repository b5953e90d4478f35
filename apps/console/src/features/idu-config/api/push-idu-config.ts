import { triggerIduConfig } from '@console/contracts/idu-config';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

/** Push Device IDU Config: the device's model config goes to it over MQTT. */
export const usePushIduConfig = () =>
  useMutation({ mutationFn: (deviceId: string) => apiCall(triggerIduConfig, { body: { deviceId } }) });

import type { AreaModule } from '../context';
import { iduConfigRoutes } from './idu-config.routes';

/** IDU configuration files and their push to devices. */
export const iduConfigModule: AreaModule = { name: 'idu-config', routes: iduConfigRoutes };

export { createIduConfigService, type IduConfigService } from './idu-config.service';
export { createIduConfigPush, type IduConfigPush } from './idu-config-push';

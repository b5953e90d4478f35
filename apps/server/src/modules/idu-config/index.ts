import { defineModule } from '../../platform/module';
import { createIduConfigServices, type IduConfigContext } from './idu-config.deps';
import { iduConfigRoutes } from './idu-config.routes';

/** IDU configuration files and their push to devices. */
export const iduConfigModule = defineModule({
  name: 'idu-config',
  services: (ctx: IduConfigContext) => createIduConfigServices(ctx),
  routes: iduConfigRoutes,
});

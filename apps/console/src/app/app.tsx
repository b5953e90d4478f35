import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';
import { TenantGate } from './tenant/tenant-gate';

export function App() {
  return (
    <Providers>
      <TenantGate>
        <RouterProvider router={router} />
      </TenantGate>
    </Providers>
  );
}

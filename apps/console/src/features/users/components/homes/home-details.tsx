import { type Home, homeHasDevices } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useDialog } from '@/shared/ui/use-dialog';
import { useHomeLinks } from '../../home-links';
import { useWarrantyShown } from '../../hooks/use-warranty-shown';
import type { WarrantyView } from '../warranty/product-records';
import { WarrantyModal } from '../warranty/warranty-modal';
import { HomeAddress } from './home-address';
import { SpacePicker } from './space-picker';

/**
 * Home Details (spec 000 section 2): the address, the home report link, the warranty and service
 * buttons (only for a home without devices, in a tenant with warranty), then 'Choose Home Space' and the device tabs.
 */
export function HomeDetails({ home, mobile }: { home: Home; mobile: string | null }) {
  const links = useHomeLinks();
  const navigate = useNavigate();
  const { open: view, show, close } = useDialog<WarrantyView>();
  const warrantyButtons = useWarrantyShown() && !homeHasDevices(home);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} className="section-title">
        {messages.homeDetails}
      </Typography.Title>
      <HomeAddress address={home.address} />
      <Flex gap="small" wrap>
        <Button type="primary" onClick={() => navigate(links.homeReport(home.homeId))}>
          {messages.openHomeReport}
        </Button>
        {links.timeline?.(home.homeId)}
        {warrantyButtons ? (
          <>
            <Button onClick={() => show('warranty')}>{messages.viewWarrantyInfo}</Button>
            <Button onClick={() => show('service')}>{messages.viewServiceRequests}</Button>
          </>
        ) : null}
      </Flex>
      <SpacePicker key={home.homeId} spaces={home.spaces} />
      {view ? <WarrantyModal view={view} customer={{ mobile }} onClose={close} /> : null}
    </Flex>
  );
}

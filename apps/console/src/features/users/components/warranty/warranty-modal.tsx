import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Modal, Space, Spin, Tabs } from 'antd';
import { errorText, statusOf } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { applianceDataQuery, appliancesOfTokenQuery } from '../../api/get-appliance-data';
import { CategoryIcon } from '../homes/category-icon';
import { ProductRecords, type WarrantyView } from './product-records';

interface Props {
  view: WarrantyView;
  /**
   * Whose products: the customer's mobile, which a warranty token is asked for, or a token already
   * issued (a device's). Without either there is no data.
   */
  customer: { mobile: string | null } | { token: string | null };
  /** The product tab opened first (a device's own product); the first one otherwise. */
  productId?: string;
  onClose: () => void;
}

/** Warranty info or service requests of the customer, one tab per registered product (spec 000 section 2). */
export function WarrantyModal({ view, customer, productId, onClose }: Props) {
  const mobile = 'mobile' in customer ? customer.mobile : null;
  const given = 'token' in customer ? customer.token : null;
  const byMobile = useQuery({ ...applianceDataQuery(mobile ?? ''), enabled: !!mobile });
  const byToken = useQuery({ ...appliancesOfTokenQuery(given ?? ''), enabled: !!given });
  const result = given ? byToken : byMobile;
  const empty = view === 'warranty' ? messages.warrantyDataNotAvailable : messages.serviceDataNotAvailable;
  const products = result.data?.products ?? [];

  let body = <Spin />;
  if ((!mobile && !given) || result.isError) {
    // A tenant without warranty answers 403: that is the view's own empty state.
    body = <EmptyState text={statusOf(result.error) === 403 ? empty : errorText(result.error, empty)} />;
  } else if (result.data && products.length === 0) {
    body = <EmptyState text={empty} />;
  } else if (result.data) {
    const { token } = result.data;
    body = (
      <Tabs
        className="product-tabs"
        defaultActiveKey={productId}
        items={products.map((p) => ({
          key: p.id,
          label: (
            <Space size={6}>
              <CategoryIcon category={p.icon} />
              {p.model_name ? `${p.product_name} (${p.model_name})` : p.product_name}
            </Space>
          ),
          children: <ProductRecords token={token} productId={p.id} view={view} />,
        }))}
      />
    );
  }

  return (
    <Modal
      open
      width={960}
      title={view === 'warranty' ? messages.warrantyInfo : messages.serviceRequests}
      onCancel={onClose}
      footer={null}
    >
      {body}
    </Modal>
  );
}

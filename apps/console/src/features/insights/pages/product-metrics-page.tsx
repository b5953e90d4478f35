import { PRODUCT_METRICS_IMAGE, productMetricTitle } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { Card, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { useProductMetrics } from '../api/get-product-metrics';

const { width, height } = PRODUCT_METRICS_IMAGE;
const src = (base64: string) => `data:image/png;base64,${base64}`;

function Waiting({ text }: { text: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 300 }}>
      <Spin tip={text} size="large">
        <div style={{ width: 200 }} />
      </Spin>
    </Flex>
  );
}

/**
 * Product Metrics (spec 002 sections 2 and 8): the grid of the 13 titled images the server draws
 * every 2 hours; a click (or Enter) opens the image enlarged with its title. While the caller's
 * first set is being drawn (an empty answer, asked again every 5 s) the screen says so with a
 * spinner; nothing to show after that: the error message, or 'Product Metrics not available'.
 */
export default function ProductMetricsPage() {
  const { result, beingDrawn } = useProductMetrics();
  const [open, setOpen] = useState<{ fileName: string; base64: string } | null>(null);
  const images = result.data ?? [];

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.productMetricsTitle}
      </Typography.Title>
      {result.isPending ? (
        <Waiting text={messages.productMetricsLoading} />
      ) : beingDrawn ? (
        <Card>
          <Waiting text={messages.productMetricsPreparing} />
        </Card>
      ) : images.length === 0 ? (
        <Card>
          <EmptyState
            text={
              result.error ? errorText(result.error, messages.metricsFailed) : messages.productMetricsEmpty
            }
          />
        </Card>
      ) : (
        <div className="product-metrics-grid">
          {images.map((image) => {
            const title = productMetricTitle(image.fileName);
            return (
              <Card key={image.fileName} title={title} size="small" styles={{ body: { padding: 8 } }}>
                <button
                  type="button"
                  className="product-metric-open"
                  aria-label={title}
                  onClick={() => setOpen(image)}
                >
                  <img src={src(image.base64)} alt={title} width={width} height={height} />
                </button>
              </Card>
            );
          })}
        </div>
      )}
      <Modal
        open={open !== null}
        title={open ? productMetricTitle(open.fileName) : ''}
        footer={null}
        width={width + 48}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open ? (
          <img
            src={src(open.base64)}
            alt={productMetricTitle(open.fileName)}
            style={{ width: '100%', height: 'auto' }}
          />
        ) : null}
      </Modal>
    </Flex>
  );
}

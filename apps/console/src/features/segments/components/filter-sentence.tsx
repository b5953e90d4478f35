import { messages } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import { Typography } from 'antd';
import { Fragment } from 'react';
import { filterPhrases } from '../filter-words';

const Joiner = ({ word }: { word: string }) => (
  <Typography.Text strong type="secondary">
    {` ${word} `}
  </Typography.Text>
);

/**
 * The filter in words above its answer, its joining words marked: 'and' between filters (a device
 * matches all of them), 'or' within one (any of its values).
 */
export function FilterSentence({ filter }: { filter: FleetFilter }) {
  const phrases = filterPhrases(filter);
  if (phrases.length === 0) return <Typography.Paragraph>{messages.fleetEveryDevice}</Typography.Paragraph>;
  return (
    <Typography.Paragraph className="fleet-sentence">
      {messages.fleetWhere}{' '}
      {phrases.map((p, i) => (
        <Fragment key={p.field}>
          {i > 0 ? <Joiner word={messages.fleetAnd} /> : null}
          {'text' in p ? (
            p.text
          ) : (
            <>
              {p.subject} {messages.fleetIs}{' '}
              {p.values.map((v, j) => (
                <Fragment key={v}>
                  {j > 0 ? <Joiner word={messages.fleetOr} /> : null}
                  <Typography.Text code>{v}</Typography.Text>
                </Fragment>
              ))}
            </>
          )}
        </Fragment>
      ))}
    </Typography.Paragraph>
  );
}
